import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { icon } from './icon.css';
import { iconPaths } from './icon-paths';

export const iconNames = [
  'info',
  'warning',
  'danger',
  'success',
  'close',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'link',
  'list-ordered',
  'list-unordered',
  'indent',
  'outdent',
  'align-left',
  'align-center',
  'align-right',
  'align-justify',
  'subscript',
  'superscript',
  'image',
  'send',
  'paperclip',
  'restart',
  'chat',
  'clipboard',
  'pin',
  'pin-off',
  'drag-handle',
  'trash',
  'copy',
  'check',
  'chevron-down',
  'chevron-up',
  'chevron-right',
  'plus',
  'minus',
  'upload',
  'lock',
  'coin',
  'tools',
  'eyedropper',
  'text-color',
  'highlighter',
  'eraser',
  'history',
  'user',
  'diamond',
  'bolt',
  'star',
  'book',
] as const;
export type IconName = (typeof iconNames)[number];

export const iconSizes = [16, 20] as const;
export type IconSize = (typeof iconSizes)[number];

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  name: IconName;
  size?: IconSize;
  /** Gives the icon a name for assistive technology; without it the icon is decorative. */
  label?: string;
};

/** Stroke icons drawn in `currentColor`, so they take the colour of the surrounding text. */
export function Icon({ name, size = 20, label, className, ...svgProps }: IconProps) {
  return (
    <svg
      data-component="icon"
      data-icon={name}
      viewBox="0 0 20 20"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(icon, className)}
      {...svgProps}
    >
      {iconPaths[name]}
    </svg>
  );
}
Icon.displayName = 'Icon';
