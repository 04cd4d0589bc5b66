export {
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
  spinnerSizes,
  spinnerTones,
} from './spinner';
