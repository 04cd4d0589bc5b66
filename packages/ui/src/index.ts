export { AlertModal, type AlertModalProps } from './alert-modal';
export {
  Avatar,
  type AvatarColorField,
  type AvatarInput,
  type AvatarModel,
  type AvatarPart,
  type AvatarProps,
  type AvatarVariationOption,
  type AvatarVariationPart,
  avatarCatalogue,
  avatarColorFields,
  avatarParts,
  type BodyVariation,
  bodyVariations,
  defaultAvatar,
  type EyesVariation,
  eyesVariations,
  type HairOption,
  type HairVariation,
  type HeadVariation,
  type HeadwearVariation,
  hairVariations,
  headVariations,
  headwearVariations,
  type MouthVariation,
  mouthVariations,
  partColors,
  premiumHairCost,
  resolveAvatar,
  withVariation,
} from './avatar';
export { AvatarPartPicker, type AvatarPartPickerProps } from './avatar-part-picker';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './badge';
export {
  Box,
  type BoxBackground,
  type BoxProps,
  type BoxRadius,
  boxBackgrounds,
  boxRadii,
} from './box';
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
  type ChatMessage,
  ChatPanel,
  type ChatPanelProps,
  type ChatRole,
  type ChatTicket,
  chatRoles,
} from './chat-panel';
export {
  ClipboardPanel,
  type ClipboardPanelItem,
  type ClipboardPanelProps,
  type ClipboardTab,
  clipboardDragType,
  clipboardTabs,
  getClipboardDragData,
  isClipboardDrag,
  setClipboardDragData,
} from './clipboard-panel';
export {
  alphaFromPercent,
  alphaToPercent,
  type Color,
  ColorPicker,
  type ColorPickerLocale,
  type ColorPickerMode,
  type ColorPickerProps,
  type ColorPickerValue,
  clampAlpha,
  clampChannel,
  clampPosition,
  colorFromHex,
  colorFromHsv,
  colorFromRgba,
  colorHistoryLimit,
  colorHistoryStorageKey,
  colorPickerLocales,
  colorPickerModes,
  colorPickerValueToCss,
  defaultColor,
  defaultGradient,
  formatHex,
  formatRgba,
  type Gradient,
  type GradientStop,
  type GradientType,
  gradientToCss,
  gradientTypes,
  type Hsl,
  type Hsv,
  hslToHsv,
  hsvToHsl,
  hsvToRgb,
  isGradient,
  normaliseAngle,
  parseHex,
  type Rgb,
  type Rgba,
  rgbToHsv,
} from './color-picker';
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
export { EducatorToolsButton, type EducatorToolsButtonProps } from './educator-tools-button';
export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from './icon';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
  iconButtonSizes,
  iconButtonVariants,
} from './icon-button';
export {
  type DroppedImage,
  ImageDropzone,
  type ImageDropzoneProps,
  maxImageSide,
  prepareImages,
  thumbnailSize,
} from './image-dropzone';
export {
  Inline,
  type InlineAlignment,
  type InlineJustification,
  type InlineProps,
  inlineAlignments,
  inlineJustifications,
} from './inline';
export {
  isSafeUrl,
  Markdown,
  type MarkdownBlock,
  type MarkdownInline,
  type MarkdownProps,
  parseMarkdown,
} from './markdown';
export {
  Popover,
  type PopoverAlign,
  type PopoverProps,
  type PopoverSide,
  popoverAligns,
  popoverSides,
} from './popover';
export { Progress, type ProgressProps } from './progress';
export { Select, type SelectOption, type SelectProps } from './select';
export {
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
  spinnerSizes,
  spinnerTones,
} from './spinner';
export { Stack, type StackAlignment, type StackProps, stackAlignments } from './stack';
export { Switch, type SwitchProps } from './switch';
export {
  Tabs,
  TabsList,
  type TabsListProps,
  type TabsOrientation,
  TabsPanel,
  type TabsPanelProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
  tabsOrientations,
} from './tabs';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export {
  defaultToastTypeLabels,
  type NotifyOptions,
  type ToastIcon,
  type ToastItem,
  ToastList,
  type ToastListProps,
  ToastProvider,
  type ToastProviderProps,
  type Toasts,
  type ToastType,
  toastDuration,
  toastTypes,
  useToasts,
} from './toast';
export {
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
  type TooltipSide,
  tooltipSides,
} from './tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
