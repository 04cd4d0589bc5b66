import type { IconName } from '../../icon';

export const dialogTypes = ['info', 'warning', 'danger', 'success'] as const;
export type DialogType = (typeof dialogTypes)[number];

/** The icon each dialog type shows unless the caller picks another. */
export const dialogTypeIcons: Record<DialogType, IconName> = {
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  success: 'success',
};
