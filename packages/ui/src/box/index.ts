export {
  Box,
  type BoxBackground,
  type BoxProps,
  type BoxRadius,
  boxBackgrounds,
  boxRadii,
} from './box';
