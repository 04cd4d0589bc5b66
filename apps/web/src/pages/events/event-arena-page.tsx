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

function EventCard({ event }: { event: SparkedEvent }) {
  const entry = event.entry;
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
            {questText(event)} to earn {rewardText(event)}.
          </p>
          <p className={styles.note}>
            {event.participants === 1 ? '1 learner' : `${event.participants} learners`} taking part
            {entry
              ? entry.claimedAt
                ? ' · you earned the reward'
                : ` · you: ${entry.progress} of ${event.quest.target}`
              : ''}
          </p>
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
  const { session } = useSession();
  const events = useQuery(eventsQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>Events</h1>
        <p className={styles.lead}>
          Join an event while it runs, finish its quest and claim the reward. Only what you do after
          joining counts.
        </p>
      </Stack>
      <QueryState query={events} loading="Loading the events" what="The events">
        {(list) =>
          list.length === 0 ? (
            <Card>
              <EmptyState picture={<CalendarPicture />} title="No events yet">
                New ones appear here when they are announced.
              </EmptyState>
            </Card>
          ) : (
            <ul className={dashboard.tour} aria-label="Events">
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
