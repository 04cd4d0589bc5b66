import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SparkedEvent } from '@sparked/contracts';
import {
  eventsQueryOptions,
  questText,
  rewardText,
  statusLabels,
  statusTones,
  windowText,
} from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { EmptyState } from '@sparked/ui/empty-state';
import { CalendarPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as dashboard from '../dashboard/dashboard.css';
import { learnersText } from './event-text';

/** How many take part and, once the student joined, how far they are. */
function participationText({ participants, entry, quest }: SparkedEvent): string {
  const learners = learnersText(participants);
  if (!entry) return t`${learners} taking part`;
  if (entry.claimedAt) return t`${learners} taking part · you earned the reward`;
  const { progress } = entry;
  const { target } = quest;
  return t`${learners} taking part · you: ${progress} of ${target}`;
}

function EventCard({ event }: { event: SparkedEvent }) {
  const quest = questText(event);
  const reward = rewardText(event);
  return (
    <li>
      <Card
        as="article"
        headingLevel={2}
        heading={
          <Link
            to="/event-arena/$slug"
            params={{ slug: event.slug }}
            className={styles.headingLink}
          >
            {event.title}
          </Link>
        }
      >
        <Stack gap={2}>
          <p className={styles.inlineRow}>
            <Badge tone={statusTones[event.status]}>{statusLabels[event.status]}</Badge>
            <span className={styles.note}>{windowText(event)}</span>
          </p>
          <p className={styles.lead}>
            <Trans>
              {quest} to earn {reward}.
            </Trans>
          </p>
          <p className={styles.note}>{participationText(event)}</p>
        </Stack>
      </Card>
    </li>
  );
}

/**
 * The events page (spec §2 `/event-arena`): time-limited quests, live first. An event's details
 * open in a dialog over the list at its own address, so a shared link opens it.
 */
export function EventArenaPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const events = useQuery(eventsQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Events</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Join an event while it runs, finish its quest and claim the reward. Only what you do
            after joining counts.
          </Trans>
        </p>
      </Stack>
      <QueryState query={events} loading={t`Loading the events`} what={t`The events`}>
        {(list) =>
          list.length === 0 ? (
            <Card>
              <EmptyState picture={<CalendarPicture />} title={t`No events yet`}>
                <Trans>New ones appear here when they are announced.</Trans>
              </EmptyState>
            </Card>
          ) : (
            <ul className={dashboard.tour} aria-label={t`Events`}>
              {list.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <Outlet />
    </Stack>
  );
}
