import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { session } = useSession();
  const league = useQuery(classLeagueQueryOptions(session.client, classId));
  return (
    <QueryState query={league} loading={t`Loading the league`} what={t`The league`}>
      {(data) => {
        const ends = endsIn(data.week.endsAt, Date.now());
        return (
          <Stack gap={4}>
            <p className={styles.note}>
              {data.enabled
                ? t({
                    message: `${ends}. Students see each other by nickname unless first names are on.`,
                    comment: 'ends says when the week’s league ends, such as “Ends in 2 days”.',
                  })
                : t`The weekly league is off for this class. Switch it on in Settings.`}
            </p>
            {data.groups.length === 0 ? (
              <Card>
                <p className={styles.lead}>
                  <Trans>
                    Nobody has learned this week yet. A student joins the league with their first
                    activity of the week.
                  </Trans>
                </p>
              </Card>
            ) : (
              data.groups.map((group) => {
                const tier = tierName(group.tier);
                const number = group.group;
                const title = t({
                  message: `${tier}, group ${number}`,
                  comment: 'A group of a week’s league: the tier’s name and the group’s number.',
                });
                return (
                  <Card key={title} as="section" heading={title} headingLevel={2}>
                    <StandingsList rows={group.members} label={title} />
                  </Card>
                );
              })
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
