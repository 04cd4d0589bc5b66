import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './empty-state.css';

export type EmptyStateProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** A picture from `@sparked/ui/picture`, decoration only. */
  picture: ReactNode;
  /** What is missing, in a few words: "No events yet". */
  title: string;
  /** The way on: a link or a button. */
  action?: ReactNode;
  /** Why it is empty, or what fills it. */
  children?: ReactNode;
};

/**
 * Where a list or a page has nothing to show yet: a picture, what is missing, what fills it, and
 * the way on. Says so in words, so nothing depends on the picture.
 */
export function EmptyState({
  picture,
  title,
  action,
  children,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div data-component="empty-state" className={cx(styles.root, className)} {...rest}>
      {picture}
      <p className={styles.title}>{title}</p>
      {children ? <p className={styles.body}>{children}</p> : null}
      {action}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
