import { Trans, useLingui } from '@lingui/react/macro';
import type { Board } from '@sparked/contracts';
import { boardPageSize } from '@sparked/features/leagues';
import { Button } from '@sparked/ui/button';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { TrophyPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { StandingsList } from './standings-list';

/**
 * A ranked board (a class's, the school's, a competition's standings), opening at the viewer's
 * own rank with their neighbours; the buttons page up and down, and back to their own place.
 * `page` gives the query of a page: from an offset, or around the viewer.
 */
export function BoardPanel<Key extends QueryKey>({
  page,
  label,
  empty,
}: {
  page: (offset: number | undefined) => UseQueryOptions<Board, Error, Board, Key>;
  label: string;
  /** Said when nobody is on the board. */
  empty: string;
}) {
  const { t } = useLingui();
  const [offset, setOffset] = useState<number | undefined>(undefined);
  const board = useQuery(page(offset));
  return (
    <QueryState query={board} loading={t`Loading the ${label}`} what={t`The ${label}`}>
      {(data) =>
        data.total === 0 ? (
          <EmptyState picture={<TrophyPicture size={64} />} title={t`Nobody here yet`}>
            {empty}
          </EmptyState>
        ) : (
          <Stack gap={3}>
            <p className={styles.note}>
              <BoardPlace you={data.you} total={data.total} />
            </p>
            <StandingsList rows={data.entries} label={label} />
            <Inline gap={2} wrap>
              <Button
                variant="secondary"
                size="sm"
                disabled={data.offset === 0}
                onClick={() => setOffset(Math.max(0, data.offset - boardPageSize))}
              >
                <Trans>Higher ranks</Trans>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={data.offset + boardPageSize >= data.total}
                onClick={() => setOffset(data.offset + boardPageSize)}
              >
                <Trans>Lower ranks</Trans>
              </Button>
              {offset !== undefined && data.you ? (
                <Button variant="ghost" size="sm" onClick={() => setOffset(undefined)}>
                  <Trans>Back to my rank</Trans>
                </Button>
              ) : null}
            </Inline>
          </Stack>
        )
      }
    </QueryState>
  );
}

/** Where the viewer is on the board, or how many are on it when they are not. */
function BoardPlace({ you, total }: Pick<Board, 'you' | 'total'>) {
  if (!you) return <Trans>{total} on this board.</Trans>;
  const { rank } = you;
  return (
    <Trans>
      You are {rank} of {total}.
    </Trans>
  );
}
