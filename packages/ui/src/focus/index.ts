export { focusFirstInvalid } from '../internal/field/error-focus';
export {
  type FocusAfterOptions,
  type FocusTarget,
  type FocusTargets,
  focusAfter,
  focusElement,
  focusFirst,
  focusIsLost,
} from './focus-after';
export { useFocusAfterAction } from './use-focus-after-action';
