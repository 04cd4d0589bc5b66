import { type BoardScope, boardPageSize, boardQueryOptions } from '@sparked/features/leagues';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../page.css';
import { QueryState } from '../query-state';
import { StandingsList } from './standings-list';

/**
 * An all-time board, opening at the viewer's own rank with their neighbours; the buttons page
 * up and down, and back to their own place.
 */
export function BoardPanel({ scope, label }: { scope: BoardScope; label: string }) {
  const { session } = useSession();
  const [offset, setOffset] = useState<number | undefined>(undefined);
  const board = useQuery(boardQueryOptions(session.client, scope, offset));
  return (
    <QueryState query={board} loading={`Loading the ${label}`} what={`The ${label}`}>
      {(data) =>
        data.total === 0 ? (
          <p className={styles.lead}>
            {scope === 'school'
              ? 'Nobody has earned experience yet. Finish an activity to be the first.'
              : 'Nobody is on this board yet.'}
          </p>
        ) : (
          <Stack gap={3}>
            <p className={styles.note}>
              {data.you
                ? `You are ${data.you.rank} of ${data.total}.`
                : `${data.total} on this board. Earn experience to join it.`}
            </p>
            <StandingsList rows={data.entries} label={label} />
            <Inline gap={2} wrap>
              <Button
                variant="secondary"
                size="sm"
                disabled={data.offset === 0}
                onClick={() => setOffset(Math.max(0, data.offset - boardPageSize))}
              >
                Higher ranks
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={data.offset + boardPageSize >= data.total}
                onClick={() => setOffset(data.offset + boardPageSize)}
              >
                Lower ranks
              </Button>
              {offset !== undefined && data.you ? (
                <Button variant="ghost" size="sm" onClick={() => setOffset(undefined)}>
                  Back to my rank
                </Button>
              ) : null}
            </Inline>
          </Stack>
        )
      }
    </QueryState>
  );
}
