import { Trans } from '@lingui/react/macro';
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
  const first = offset + 1;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={label} className={styles.inlineRow}>
      <p className={styles.note}>
        <Trans comment="Which items of a list this page shows: 1–20 of 45.">
          {first}–{last} of {total}
        </Trans>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        <Trans comment="The previous page of a list.">Previous</Trans>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={last >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        <Trans comment="The next page of a list.">Next</Trans>
      </Button>
    </nav>
  );
}
