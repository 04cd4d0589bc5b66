import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyLeague } from '@sparked/contracts';
import {
  type BoardScope,
  boardQueryOptions,
  leagueKeys,
  myLeaguesQueryOptions,
} from '@sparked/features/leagues';
import { useSession } from '@sparked/features/session';
import { settingsQueryOptions, useSettingsChange } from '@sparked/features/settings';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { TrophyPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { Switch } from '@sparked/ui/switch';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '@sparked/ui/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { BoardPanel } from './board-panel';
import { WeekLeague } from './week-league';

/** A class's leaderboard, named inside sentences: "Loading the Year 8 leaderboard". */
function classBoard({ className }: MyLeague): string {
  return t`${className} leaderboard`;
}

/** Whether the student shows on leagues and boards; off takes them out of both at once. */
function ShowMeSwitch() {
  const { t } = useLingui();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions(session.client));
  const change = useSettingsChange(session.client);
  if (!settings.data) return null;
  return (
    <Stack gap={2}>
      <Switch
        label={t`Show me on leagues and leaderboards`}
        description={t`Classmates see your nickname and avatar, never your name unless your teacher allows first names.`}
        checked={settings.data.leaderboards}
        disabled={change.isPending}
        onCheckedChange={(leaderboards) =>
          change.mutate(
            { leaderboards },
            { onSuccess: () => void queryClient.invalidateQueries({ queryKey: leagueKeys.all }) },
          )
        }
      />
      {change.isError ? (
        <p role="alert" className={styles.errorText}>
          {change.error.message}
        </p>
      ) : null}
    </Stack>
  );
}

function Boards({ league }: { league: MyLeague | undefined }) {
  const { t } = useLingui();
  const { session } = useSession();
  const board = (scope: BoardScope) => (offset: number | undefined) =>
    boardQueryOptions(session.client, scope, offset);
  return (
    <Card as="section" heading={t`Leaderboards`} headingLevel={2}>
      <Tabs defaultValue={league ? 'class' : 'school'}>
        <TabsList aria-label={t`Leaderboards`}>
          {league ? <TabsTrigger value="class">{league.className}</TabsTrigger> : null}
          <TabsTrigger value="school">
            <Trans comment="The leaderboard of every student of the school.">Everyone</Trans>
          </TabsTrigger>
        </TabsList>
        {league ? (
          <TabsPanel value="class">
            <BoardPanel
              page={board({ classId: league.classId })}
              label={classBoard(league)}
              empty={t`Nobody is on this board yet.`}
            />
          </TabsPanel>
        ) : null}
        <TabsPanel value="school">
          <BoardPanel
            page={board('school')}
            label={t({
              message: 'leaderboard of everyone',
              comment: 'Inside sentences: "Loading the leaderboard of everyone".',
            })}
            empty={t`Nobody has earned experience yet. Finish an activity to be the first.`}
          />
        </TabsPanel>
      </Tabs>
    </Card>
  );
}

function StudentLeagues() {
  const { t } = useLingui();
  const { session } = useSession();
  const leagues = useQuery(myLeaguesQueryOptions(session.client));
  const settings = useQuery(settingsQueryOptions(session.client));
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  if (settings.data?.leaderboards === false)
    return (
      <Card>
        <EmptyState
          picture={<TrophyPicture />}
          title={t`You are not on the leagues or the leaderboards.`}
        >
          <Trans>Switch “Show me on leagues and leaderboards” back on to play again.</Trans>
        </EmptyState>
      </Card>
    );
  return (
    <QueryState query={leagues} loading={t`Loading your leagues`} what={t`Your leagues`}>
      {(list) => {
        const league = list.find((entry) => entry.classId === chosen) ?? list[0];
        return (
          <Stack gap={4}>
            {list.length > 1 ? (
              <Inline gap={2} wrap role="group" aria-label={t`Class`}>
                {list.map((entry) => (
                  <Button
                    key={entry.classId}
                    variant={entry === league ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={entry === league}
                    onClick={() => setChosen(entry.classId)}
                  >
                    {entry.className}
                  </Button>
                ))}
              </Inline>
            ) : null}
            {league ? (
              <WeekLeague league={league} />
            ) : (
              <Card>
                <EmptyState
                  picture={<TrophyPicture />}
                  title={t`No league for you this week yet`}
                  action={
                    <Link to="/student-journey">
                      <Trans>Go to your journey</Trans>
                    </Link>
                  }
                >
                  <Trans>
                    Finish an activity in a class to join its league, or ask your teacher to switch
                    the class's league on.
                  </Trans>
                </EmptyState>
              </Card>
            )}
            <Boards league={league} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

/**
 * Leagues: this week's class league (tiers, moving up and down on Monday, prizes for
 * the first three) and the all-time boards, each opening at the student's own place.
 */
export function LeaguesPage() {
  const { claims } = useSession();
  const student = claims?.user_role === 'student';
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Leagues</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Every activity you finish earns experience. Climb your class league this week: on Monday
            the top of each group moves up a tier and the first three win points and diamonds.
          </Trans>
        </p>
      </Stack>
      {student ? (
        <>
          <ShowMeSwitch />
          <StudentLeagues />
        </>
      ) : (
        <>
          <Card>
            <p className={styles.lead}>
              <Trans>
                Leagues are for students. A class’s league, with names, is on the{' '}
                <Link to="/educator/classes">class’s page</Link>.
              </Trans>
            </p>
          </Card>
          <Boards league={undefined} />
        </>
      )}
    </Stack>
  );
}
