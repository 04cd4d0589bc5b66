import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './picture.css';

export type PictureProps = {
  /** Width and height in pixels. */
  size?: number;
  className?: string;
};

/** Every picture's frame: a 96-unit square, decoration only, so assistive technology skips it. */
export function Frame({ size = 96, className, children }: PictureProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 96 96"
      width={size}
      height={size}
      className={cx(styles.picture, className)}
    >
      {children}
    </svg>
  );
}
