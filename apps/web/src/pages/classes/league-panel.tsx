import { classLeagueQueryOptions, endsIn, tierName } from '@sparked/features/leagues';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { StandingsList } from '../leagues/standings-list';

/** This week's league of a class for its teachers: every group, with students' real names. */
export function LeaguePanel({ classId }: { classId: string }) {
  const { session } = useSession();
  const league = useQuery(classLeagueQueryOptions(session.client, classId));
  return (
    <QueryState query={league} loading="Loading the league" what="The league">
      {(data) => (
        <Stack gap={4}>
          <p className={styles.note}>
            {data.enabled
              ? `${endsIn(data.week.endsAt, Date.now())}. Students see each other by nickname unless first names are on.`
              : 'The weekly league is off for this class. Switch it on in Settings.'}
          </p>
          {data.groups.length === 0 ? (
            <Card>
              <p className={styles.lead}>
                Nobody has learned this week yet. A student joins the league with their first
                activity of the week.
              </p>
            </Card>
          ) : (
            data.groups.map((group) => {
              const title = `${tierName(group.tier)}, group ${group.group}`;
              return (
                <Card key={title} as="section" heading={title} headingLevel={2}>
                  <StandingsList rows={group.members} label={title} />
                </Card>
              );
            })
          )}
        </Stack>
      )}
    </QueryState>
  );
}
