import { Button } from '@sparked/ui/button';
import * as styles from './page.css';

/** "1–20 of 45" with Previous and Next, for a list read a page at a time. */
export function Paging({
  label,
  total,
  offset,
  pageSize,
  onOffset,
}: {
  label: string;
  total: number;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= pageSize) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={label} className={styles.inlineRow}>
      <p className={styles.note}>
        {offset + 1}–{last} of {total}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={last >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next
      </Button>
    </nav>
  );
}
