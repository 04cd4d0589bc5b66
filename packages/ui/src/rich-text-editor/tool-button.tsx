import { Toolbar } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import type { IconComponent } from '../icon';
import { Spinner } from '../spinner';
import * as styles from './rich-text-editor.css';

type ToolButtonProps = Omit<ComponentPropsWithRef<typeof Toolbar.Button>, 'children'> & {
  icon: IconComponent;
  /** The accessible name; the button shows only its icon. */
  label: string;
  /** For toggles: whether the format is on at the selection. */
  pressed?: boolean;
  /** Shows a spinner and refuses activation, but keeps the button focusable. */
  busy?: boolean;
};

/** An icon button in the formatting toolbar, reached with the arrow keys. */
export function ToolButton({
  icon: ToolIcon,
  label,
  pressed,
  busy = false,
  onClick,
  ...rest
}: ToolButtonProps) {
  return (
    <Toolbar.Button
      data-part="tool"
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={styles.toolButton}
      onClick={busy ? undefined : onClick}
      {...rest}
    >
      {busy ? <Spinner size="sm" tone="current" decorative /> : <ToolIcon />}
    </Toolbar.Button>
  );
}
