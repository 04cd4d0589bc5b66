import { Trans, useLingui } from '@lingui/react/macro';
import { classQueryOptions } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Stack } from '@sparked/ui/stack';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '@sparked/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { type ClassTab, classTabs } from './class-tabs';
import { CoTeachers } from './co-teachers';
import { JoinCodePanel } from './join-code-panel';
import { LeaguePanel } from './league-panel';
import { LmsPanel } from './lms-panel';
import { ModulesPanel } from './modules-panel';
import { ProgressPanel } from './progress-panel';
import { RosterPanel } from './roster-panel';
import { SettingsPanel } from './settings-panel';

const route = getRouteApi('/_authenticated/_staff/educator/classes/$classId/students');

/** Each tab's name, in the language active now. */
function useTabLabels(): Record<ClassTab, string> {
  const { t } = useLingui();
  return {
    students: t({ message: 'Students', comment: "A tab of a class's page: its roster." }),
    progress: t({ message: 'Progress', comment: "A tab of a class's page: the progress grid." }),
    league: t({ message: 'League', comment: "A tab of a class's page: this week's league." }),
    invite: t({ message: 'Invite', comment: "A tab of a class's page: its join code and link." }),
    modules: t({ message: 'Modules', comment: "A tab of a class's page: the modules it takes." }),
    settings: t({ message: 'Settings', comment: "A tab of a class's page: its settings." }),
  };
}

/**
 * A class for its teachers (spec §2 /educator/classes/{classId}/students): the roster with join
 * requests and imports, the progress grid, this week's league, the join code, modules and settings, one tab each.
 * The open tab is in the address, so a link or a reload keeps it.
 */
export function ClassStudentsPage() {
  const { t } = useLingui();
  const tabLabels = useTabLabels();
  const { session, claims } = useSession();
  const { classId } = route.useParams();
  const { tab = 'students' } = route.useSearch();
  const navigate = route.useNavigate();
  const entry = useQuery(classQueryOptions(session.client, classId));
  return (
    <QueryState query={entry} loading={t`Loading the class`} what={t`This class`} title={t`Class`}>
      {(data) => {
        const { pending } = data;
        const teacher = data.teacher.name;
        return (
          <Stack gap={5}>
            <Stack gap={2}>
              <Link to="/educator/classes" className={styles.note}>
                <Trans>← Classes</Trans>
              </Link>
              <h1 className={styles.title}>
                <bdi>{data.name}</bdi>
              </h1>
              <p className={styles.inlineRow}>
                {data.term ? <span className={styles.note}>{data.term}</span> : null}
                <span className={styles.note}>
                  <Trans>
                    Taught by <bdi>{teacher}</bdi>
                  </Trans>
                </span>
                {data.archived ? (
                  <Badge>
                    <Trans>Archived</Trans>
                  </Badge>
                ) : null}
                {claims?.user_role === 'admin' ? (
                  <Link to="/educator/users" search={{ classId }}>
                    <Trans>Its people in Users</Trans>
                  </Link>
                ) : null}
              </p>
            </Stack>
            <Tabs
              value={tab}
              onValueChange={(value) =>
                void navigate({
                  search: { tab: value === 'students' ? undefined : (value as ClassTab) },
                })
              }
            >
              <TabsList aria-label={t`Class`}>
                {classTabs.map((name) => (
                  <TabsTrigger key={name} value={name}>
                    {tabLabels[name]}
                    {name === 'students' && data.pending > 0
                      ? t({
                          message: ` (${pending} waiting)`,
                          comment: 'After the Students tab: how many join requests wait.',
                        })
                      : ''}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsPanel value="students">
                <Stack gap={4}>
                  <LmsPanel classId={classId} />
                  <RosterPanel classId={classId} />
                </Stack>
              </TabsPanel>
              <TabsPanel value="progress">
                <ProgressPanel classId={classId} className={data.name} />
              </TabsPanel>
              <TabsPanel value="league">
                <LeaguePanel classId={classId} />
              </TabsPanel>
              <TabsPanel value="invite">
                <JoinCodePanel entry={data} />
              </TabsPanel>
              <TabsPanel value="modules">
                <ModulesPanel key={JSON.stringify(data.modules)} entry={data} />
              </TabsPanel>
              <TabsPanel value="settings">
                <Stack gap={4}>
                  <SettingsPanel key={data.id} entry={data} />
                  <CoTeachers entry={data} />
                </Stack>
              </TabsPanel>
            </Tabs>
          </Stack>
        );
      }}
    </QueryState>
  );
}
