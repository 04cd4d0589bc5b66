export { AlertModal, type AlertModalProps } from './alert-modal';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './button';
export {
  Card,
  type CardElement,
  type CardPadding,
  type CardProps,
  cardElements,
  cardPaddings,
} from './card';
export {
  ConfirmModal,
  type ConfirmModalProps,
  type DialogType,
  dialogTypes,
  type ModalIcon,
} from './confirm-modal';
export {
  type AlertOptions,
  type ConfirmOptions,
  DialogCancelledError,
  DialogProvider,
  type Dialogs,
  useDialogs,
} from './dialog-provider';
export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from './icon';
export {
  Inline,
  type InlineAlignment,
  type InlineJustification,
  type InlineProps,
  inlineAlignments,
  inlineJustifications,
} from './inline';
export {
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
  spinnerSizes,
  spinnerTones,
} from './spinner';
export { Stack, type StackAlignment, type StackProps, stackAlignments } from './stack';
export { TextField, type TextFieldProps } from './text-field';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
