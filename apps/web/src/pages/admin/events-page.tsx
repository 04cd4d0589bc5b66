import { Trans, useLingui } from '@lingui/react/macro';
import type { SparkedEvent } from '@sparked/contracts';
import { eventsQueryOptions, questText, rewardText } from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { EventForm } from './event-form';
import { WindowCards } from './window-cards';

/**
 * Events for admins: quests with a window and a reward each student claims once.
 * Students find them at `/event-arena` and on the dashboard.
 */
export function EventsAdminPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const events = useQuery(eventsQueryOptions(session.client));
  const [editing, setEditing] = useState<null | 'new' | SparkedEvent>(null);
  // The form takes New's place and focus; saved or cancelled, focus goes back to New (0044).
  const focusAfterAction = useFocusAfterAction();
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Events</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            A student joins an event while it runs; what they do after joining counts towards its
            quest, and they claim the reward once.
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
          <Trans>New event</Trans>
        </Button>
      ) : (
        <Card
          heading={editing === 'new' ? t`New event` : t`Change ${editing.title}`}
          headingLevel={2}
        >
          <EventForm
            key={editing === 'new' ? 'new' : editing.id}
            event={editing === 'new' ? undefined : editing}
            onDone={() => {
              setEditing(null);
              focusAfterAction(() => '#main-content [data-new-window]');
            }}
          />
        </Card>
      )}
      <QueryState query={events} loading={t`Loading the events`} what={t`The events`}>
        {(list) => (
          <WindowCards
            items={list}
            label={t`Events`}
            emptyTitle={t`No events yet`}
            emptyText={t`Add the first with “New event” above. Students see it as soon as it is saved.`}
            link={(event) => (
              <Link
                to="/event-arena/$slug"
                params={{ slug: event.slug }}
                className={styles.headingLink}
              >
                {event.title}
              </Link>
            )}
            note={(event) =>
              t`${questText(event)} for ${rewardText(event)} · ${event.participants} taking part`
            }
            onChange={setEditing}
          />
        )}
      </QueryState>
    </Stack>
  );
}
