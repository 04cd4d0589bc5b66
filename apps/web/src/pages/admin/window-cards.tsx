import { Trans } from '@lingui/react/macro';
import type { SparkedEvent } from '@sparked/contracts';
import { statusLabels, statusTones, windowText } from '@sparked/features/events';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { EmptyState } from '@sparked/ui/empty-state';
import { CalendarPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import type { ReactNode } from 'react';
import * as styles from '../../shared/page.css';

type Windowed = Pick<SparkedEvent, 'id' | 'title' | 'status' | 'startsAt' | 'endsAt'>;

/**
 * Things with a window (competitions, events) for admins: each card links to its page, says
 * when it runs and what else matters, and offers its change form unless `locked` says why not.
 * With none yet, it says so and points at the create button above.
 */
export function WindowCards<T extends Windowed>({
  items,
  label,
  emptyTitle,
  emptyText,
  link,
  note,
  locked,
  onChange,
}: {
  items: readonly T[];
  label: string;
  /** The title when there are none yet: "No competitions yet". */
  emptyTitle: string;
  /** What to do when there are none yet, naming the page's create button. */
  emptyText: string;
  link: (item: T) => ReactNode;
  note: (item: T) => string;
  locked?: (item: T) => string | null;
  onChange: (item: T) => void;
}) {
  if (items.length === 0)
    return (
      <Card>
        <EmptyState picture={<CalendarPicture />} title={emptyTitle}>
          {emptyText}
        </EmptyState>
      </Card>
    );
  return (
    <ul className={styles.cardList} aria-label={label}>
      {items.map((item) => {
        const reason = locked?.(item) ?? null;
        return (
          <li key={item.id}>
            <Card as="article" headingLevel={2} heading={link(item)}>
              <Stack gap={2} align="start">
                <p className={styles.inlineRow}>
                  <Badge tone={statusTones[item.status]}>{statusLabels[item.status]}</Badge>
                  <span className={styles.note}>{windowText(item)}</span>
                  <span className={styles.note}>{note(item)}</span>
                </p>
                {reason ? (
                  <p className={styles.note}>{reason}</p>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => onChange(item)}>
                    <Trans>Change {item.title}</Trans>
                  </Button>
                )}
              </Stack>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
