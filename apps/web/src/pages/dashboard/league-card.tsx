import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const tier = tierName(league.tier);
  if (!league.group || !me)
    return { figure: tier, line: t`Finish an activity this week to join your league.` };
  const place = ordinal(me.rank);
  const members = league.group.members.length;
  const { className } = league;
  const { experience } = me;
  const week = t`${tier} in ${className} · ${experience} XP this week`;
  return {
    figure: t({ message: `${place} of ${members}`, comment: 'A place in a league: 2nd of 12.' }),
    line:
      me.zone === 'up'
        ? t`${week} · moving up`
        : me.zone === 'down'
          ? t`${week} · moving down`
          : week,
  };
}

/** This week's league standing on the dashboard; nothing when no class runs a league. */
export function LeagueCard() {
  const { t } = useLingui();
  const { session } = useSession();
  const leagues = useQuery(myLeaguesQueryOptions(session.client));
  if (leagues.isSuccess && leagues.data.length === 0) return null;
  return (
    <Card as="section" heading={t`This week’s league`} headingLevel={2}>
      <QueryState query={leagues} loading={t`Loading your league`} what={t`Your league`}>
        {([league]) => {
          if (!league) return null;
          const { figure, line } = standingText(league);
          return (
            <Stack gap={2}>
              <p className={dashboard.figure}>{figure}</p>
              <p className={styles.lead}>{line}</p>
              <p className={styles.note}>
                {endsIn(league.week.endsAt, Date.now())}.{' '}
                <Link to="/leagues">
                  <Trans>See the league</Trans>
                </Link>
              </p>
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}
