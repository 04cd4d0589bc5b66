import type { MyLeague } from '@sparked/contracts';
import { endsIn, myLeaguesQueryOptions, ordinal, tierName } from '@sparked/features/leagues';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as dashboard from './dashboard.css';

/** Where the student stands in their first class's league, in two lines. */
function standingText(league: MyLeague): { figure: string; line: string } {
  const me = league.group?.members.find((member) => member.you);
  if (!league.group || !me)
    return {
      figure: tierName(league.tier),
      line: 'Finish an activity this week to join your league.',
    };
  return {
    figure: `${ordinal(me.rank)} of ${league.group.members.length}`,
    line: `${tierName(league.tier)} in ${league.className} · ${me.experience} XP this week${
      me.zone === 'up' ? ' · moving up' : me.zone === 'down' ? ' · moving down' : ''
    }`,
  };
}

/** This week's league standing on the dashboard; nothing when no class runs a league. */
export function LeagueCard() {
  const { session } = useSession();
  const leagues = useQuery(myLeaguesQueryOptions(session.client));
  if (leagues.isSuccess && leagues.data.length === 0) return null;
  return (
    <Card as="section" heading="This week’s league" headingLevel={2}>
      <QueryState query={leagues} loading="Loading your league" what="Your league">
        {([league]) => {
          if (!league) return null;
          const { figure, line } = standingText(league);
          return (
            <Stack gap={2}>
              <p className={dashboard.figure}>{figure}</p>
              <p className={styles.lead}>{line}</p>
              <p className={styles.note}>
                {endsIn(league.week.endsAt, Date.now())}. <Link to="/leagues">See the league</Link>
              </p>
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}
