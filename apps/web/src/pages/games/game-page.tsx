import { Trans, useLingui } from '@lingui/react/macro';
import type { GameCompetition } from '@sparked/contracts';
import { competitionQueryOptions } from '@sparked/features/competitions';
import { windowText } from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';

/** A game's page: its title and what it is, then the ways in, inside its competition's window. */
export function GamePage({
  title,
  lead,
  competition,
  children,
}: {
  title: string;
  lead: string;
  competition: GameCompetition | null;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{lead}</p>
      {competition ? (
        <CompetitionWindow slug={competition}>{children}</CompetitionWindow>
      ) : (
        children
      )}
    </Stack>
  );
}

/** A competition's games open only while it runs; before and after, the page says when. */
function CompetitionWindow({ slug, children }: { slug: GameCompetition; children: ReactNode }) {
  const { t } = useLingui();
  const { session } = useSession();
  const competition = useQuery(competitionQueryOptions(session.client, slug));
  return (
    <QueryState query={competition} loading={t`Loading the competition`} what={t`the competition`}>
      {(data) => {
        if (data.status === 'live') return children;
        const { title } = data;
        const when = windowText(data);
        return (
          <Card as="section" heading={t`The games are closed`} headingLevel={2}>
            <p className={page.note}>
              <Trans>
                {title}: {when}. Its games open while it runs.
              </Trans>{' '}
              <Link to="/winter-competition">
                <Trans>See the competition</Trans>
              </Link>
            </p>
          </Card>
        );
      }}
    </QueryState>
  );
}
