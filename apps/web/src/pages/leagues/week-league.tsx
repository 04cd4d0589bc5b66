import { Trans, useLingui } from '@lingui/react/macro';
import type { MyLeague } from '@sparked/contracts';
import { endsIn, lastResultText, movesText, tierName } from '@sparked/features/leagues';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import * as leagues from './leagues.css';
import { StandingsList } from './standings-list';

/** A student's league this week in one class: their group's standings, or how to join it. */
export function WeekLeague({ league }: { league: MyLeague }) {
  const { t } = useLingui();
  const { className } = league;
  const tier = tierName(league.tier);
  return (
    <Card as="section" heading={t`This week in ${className}`} headingLevel={2}>
      <Stack gap={3}>
        <p className={leagues.leagueHeader}>
          <Badge tone="accent">{tier}</Badge>
          <span className={styles.note}>{endsIn(league.week.endsAt, Date.now())}</span>
        </p>
        {league.lastResult ? (
          <p className={styles.note}>{lastResultText(league.lastResult)}</p>
        ) : null}
        {league.group ? (
          <>
            <StandingsList rows={league.group.members} label={t`${tier} standings`} />
            <p className={styles.note}>{movesText(league)}</p>
          </>
        ) : (
          <p className={styles.lead}>
            <Trans>Finish an activity this week to join the {tier}.</Trans>{' '}
            <Link to="/student-journey">
              <Trans>Continue learning</Trans>
            </Link>
          </p>
        )}
      </Stack>
    </Card>
  );
}
