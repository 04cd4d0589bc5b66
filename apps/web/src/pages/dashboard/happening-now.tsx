import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Competition } from '@sparked/contracts';
import { competitionsQueryOptions } from '@sparked/features/competitions';
import { eventsQueryOptions, windowText } from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { CompetitionLink } from '../competitions/competition-link';

/** Live competitions and events, each a link to its page; nothing when none is live. */
export function HappeningNow() {
  const { t } = useLingui();
  const { session } = useSession();
  const competitions = useQuery(competitionsQueryOptions(session.client));
  const events = useQuery(eventsQueryOptions(session.client));
  const liveCompetitions = (competitions.data ?? []).filter((c) => c.status === 'live');
  const liveEvents = (events.data ?? []).filter((event) => event.status === 'live');
  if (liveCompetitions.length + liveEvents.length === 0) return null;
  return (
    <Card as="section" heading={t`Happening now`} headingLevel={2}>
      <ul className={styles.steps}>
        {liveCompetitions.map((competition) => (
          <li key={competition.id}>
            <CompetitionLink competition={competition}>{competition.title}</CompetitionLink>{' '}
            <span className={styles.note}>{competitionNote(competition)}</span>
          </li>
        ))}
        {liveEvents.map((event) => (
          <li key={event.id}>
            <Link to="/event-arena/$slug" params={{ slug: event.slug }}>
              {event.title}
            </Link>{' '}
            <span className={styles.note}>{eventNote(event)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What kind it is, when it runs and, once entered, where the student stands. */
function competitionNote(competition: Competition): string {
  const window = windowText(competition);
  if (!competition.entry) return t`· competition · ${window}`;
  const { rank } = competition.entry;
  const { entrants } = competition;
  return t`· competition · ${window} · you are ${rank} of ${entrants}`;
}

function eventNote(event: Parameters<typeof windowText>[0]): string {
  const window = windowText(event);
  return t`· event · ${window}`;
}
