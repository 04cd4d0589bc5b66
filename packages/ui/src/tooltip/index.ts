export {
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
  type TooltipSide,
  tooltipSides,
} from './tooltip';
