import type { GameCompetition } from '@sparked/contracts';
import { competitionQueryOptions } from '@sparked/features/competitions';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { windowText } from '../events/event-words';
import * as page from '../page.css';
import { QueryState } from '../query-state';

/** A competition's games open only while it runs; before and after, the page says when. */
export function CompetitionWindow({
  slug,
  children,
}: {
  slug: GameCompetition;
  children: ReactNode;
}) {
  const { session } = useSession();
  const competition = useQuery(competitionQueryOptions(session.client, slug));
  return (
    <QueryState query={competition} loading="Loading the competition" what="the competition">
      {(data) =>
        data.status === 'live' ? (
          children
        ) : (
          <Card as="section" heading="The games are closed" headingLevel={2}>
            <p className={page.note}>
              {data.title}: {windowText(data)}. Its games open while it runs.{' '}
              <Link to="/winter-competition">See the competition</Link>
            </p>
          </Card>
        )
      }
    </QueryState>
  );
}
