export {
  Popover,
  type PopoverAlign,
  type PopoverProps,
  type PopoverSide,
  popoverAligns,
  popoverSides,
} from './popover';
