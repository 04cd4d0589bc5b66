import { DangerIcon, type IconComponent, InfoIcon, SuccessIcon, WarningIcon } from '../../icon';

export const dialogTypes = ['info', 'warning', 'danger', 'success'] as const;
export type DialogType = (typeof dialogTypes)[number];

/** The icon each dialog type shows unless the caller picks another. */
export const dialogTypeIcons: Record<DialogType, IconComponent> = {
  info: InfoIcon,
  warning: WarningIcon,
  danger: DangerIcon,
  success: SuccessIcon,
};
