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

const tabLabels: Record<ClassTab, string> = {
  students: 'Students',
  progress: 'Progress',
  league: 'League',
  invite: 'Invite',
  modules: 'Modules',
  settings: 'Settings',
};

/**
 * A class for its teachers (spec §2 /educator/classes/{classId}/students): the roster with join
 * requests and imports, the progress grid, this week's league, the join code, modules and settings, one tab each.
 * The open tab is in the address, so a link or a reload keeps it.
 */
export function ClassStudentsPage() {
  const { session, claims } = useSession();
  const { classId } = route.useParams();
  const { tab = 'students' } = route.useSearch();
  const navigate = route.useNavigate();
  const entry = useQuery(classQueryOptions(session.client, classId));
  return (
    <QueryState query={entry} loading="Loading the class" what="This class" title="Class">
      {(data) => {
        return (
          <Stack gap={5}>
            <Stack gap={2}>
              <Link to="/educator/classes" className={styles.note}>
                ← Classes
              </Link>
              <h1 className={styles.title}>
                <bdi>{data.name}</bdi>
              </h1>
              <p className={styles.inlineRow}>
                {data.term ? <span className={styles.note}>{data.term}</span> : null}
                <span className={styles.note}>
                  Taught by <bdi>{data.teacher.name}</bdi>
                </span>
                {data.archived ? <Badge>Archived</Badge> : null}
                {claims?.user_role === 'admin' ? (
                  <Link to="/educator/users" search={{ classId }}>
                    Its people in Users
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
              <TabsList aria-label="Class">
                {classTabs.map((name) => (
                  <TabsTrigger key={name} value={name}>
                    {tabLabels[name]}
                    {name === 'students' && data.pending > 0 ? ` (${data.pending} waiting)` : ''}
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
