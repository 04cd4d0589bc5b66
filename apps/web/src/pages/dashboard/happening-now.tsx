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
  const { session } = useSession();
  const competitions = useQuery(competitionsQueryOptions(session.client));
  const events = useQuery(eventsQueryOptions(session.client));
  const liveCompetitions = (competitions.data ?? []).filter((c) => c.status === 'live');
  const liveEvents = (events.data ?? []).filter((event) => event.status === 'live');
  if (liveCompetitions.length + liveEvents.length === 0) return null;
  return (
    <Card as="section" heading="Happening now" headingLevel={2}>
      <ul className={styles.steps}>
        {liveCompetitions.map((competition) => (
          <li key={competition.id}>
            <CompetitionLink competition={competition}>{competition.title}</CompetitionLink>{' '}
            <span className={styles.note}>
              · competition · {windowText(competition)}
              {competition.entry
                ? ` · you are ${competition.entry.rank} of ${competition.entrants}`
                : ''}
            </span>
          </li>
        ))}
        {liveEvents.map((event) => (
          <li key={event.id}>
            <Link to="/event-arena/$slug" params={{ slug: event.slug }}>
              {event.title}
            </Link>{' '}
            <span className={styles.note}>· event · {windowText(event)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
