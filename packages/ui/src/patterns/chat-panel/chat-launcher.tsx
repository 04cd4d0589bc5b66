import { useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef } from 'react';
import { ChatIcon, CloseIcon } from '../../icon';
import { cx } from '../../internal/class-names';
import * as styles from './chat-launcher.css';

export type ChatLauncherProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Whether the panel it opens is open: the button then closes it. */
  open?: boolean;
};

/**
 * The round help-desk button. `ChatPanel` opens its panel with it; on its own, in a
 * `ChatLauncherFrame`, it stands in for a panel whose code loads when someone reaches for it.
 */
export function ChatLauncher({ open = false, className, ...props }: ChatLauncherProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={open ? t`Close help desk` : t`Open help desk`}
      className={cx(styles.launcher, className)}
      {...props}
    >
      {open ? <CloseIcon /> : <ChatIcon />}
    </button>
  );
}

/** Where the help desk sits: the page's bottom corner, above other content. */
export function ChatLauncherFrame({ children }: { children: React.ReactNode }) {
  return (
    <div data-component="chat-panel" className={styles.root}>
      {children}
    </div>
  );
}
