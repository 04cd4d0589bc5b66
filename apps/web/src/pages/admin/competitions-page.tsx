import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Competition } from '@sparked/contracts';
import { competitionsQueryOptions } from '@sparked/features/competitions';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { CompetitionLink } from '../competitions/competition-link';
import { CompetitionForm } from './competition-form';
import { WindowCards } from './window-cards';

/** Which form is open: none, a new competition, or one competition's changes. */
type Editing = null | 'new' | Competition;

/**
 * Competitions for admins: each with its window, who takes part and its prizes, paid
 * once when it closes. Students find them at their own pages and on the dashboard.
 */
export function CompetitionsPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const competitions = useQuery(competitionsQueryOptions(session.client));
  const [editing, setEditing] = useState<Editing>(null);
  // The form takes New's place and focus; saved or cancelled, focus goes back to New (0044).
  const focusAfterAction = useFocusAfterAction();
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Competitions</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            An entrant’s score is the experience they earn while a competition runs. When it ends,
            the places with a prize are paid once.
          </Trans>
        </p>
      </Stack>
      {editing === null ? (
        <Button
          data-new-window=""
          onClick={() => {
            setEditing('new');
            focusAfterAction(() => '#main-content form :is(input, textarea)');
          }}
        >
          <Trans>New competition</Trans>
        </Button>
      ) : (
        <Card
          heading={editing === 'new' ? t`New competition` : t`Change ${editing.title}`}
          headingLevel={2}
        >
          <CompetitionForm
            key={editing === 'new' ? 'new' : editing.id}
            competition={editing === 'new' ? undefined : editing}
            onDone={() => {
              setEditing(null);
              focusAfterAction(() => '#main-content [data-new-window]');
            }}
          />
        </Card>
      )}
      <QueryState
        query={competitions}
        loading={t`Loading the competitions`}
        what={t`The competitions`}
      >
        {(list) => (
          <WindowCards
            items={list}
            label={t`Competitions`}
            emptyTitle={t`No competitions yet`}
            emptyText={t`Add the first with “New competition” above. Students see it as soon as it is saved.`}
            link={(competition) => (
              <CompetitionLink competition={competition} className={styles.headingLink}>
                {competition.title}
              </CompetitionLink>
            )}
            note={(competition) =>
              plural(competition.entrants, { one: '# entrant', other: '# entrants' })
            }
            locked={(competition) =>
              competition.closedAt ? t`Closed: its results and prizes are final.` : null
            }
            onChange={setEditing}
          />
        )}
      </QueryState>
    </Stack>
  );
}
