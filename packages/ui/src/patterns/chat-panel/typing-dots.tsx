import { cx } from '../../internal/class-names';
import { VisuallyHidden } from '../../visually-hidden';
import * as styles from './chat-panel.css';

/** Three bouncing dots for "still waiting"; assistive technology reads `label` instead. */
export function TypingDots({ label, className }: { label: string; className?: string }) {
  return (
    <span data-part="dots" className={cx(styles.dots, className)}>
      <span aria-hidden className={styles.dot} />
      <span aria-hidden className={styles.dot} />
      <span aria-hidden className={styles.dot} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
