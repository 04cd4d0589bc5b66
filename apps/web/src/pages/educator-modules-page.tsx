import { t } from '@lingui/core/macro';
import type { ModuleStatus } from '@sparked/contracts';
import { moduleStatuses } from '@sparked/contracts';
import {
  moduleListQueryOptions,
  moduleStatusLabels,
  modulesPageSize,
} from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LoadFailed } from '../shared/load-failed';
import * as styles from '../shared/page.css';
import { Paging } from '../shared/paging';
import { useSearchInput } from '../shared/use-search-input';
import { ModuleListItem } from './module-list-item';

const route = getRouteApi('/_authenticated/_staff/educator/modules/');
const anyStatus = 'any';
/** The status filter's choices, in the active language when the filters show. */
const statusOptions = () => [
  { value: anyStatus, label: t`Any status` },
  ...moduleStatuses.map((status) => ({ value: status, label: moduleStatusLabels[status] })),
];

function Filters() {
  const { status, search } = route.useSearch();
  const navigate = route.useNavigate();
  const commit = useCallback(
    (value: string | undefined) =>
      void navigate({
        search: (previous) => ({ ...previous, search: value, offset: undefined }),
        replace: true,
      }),
    [navigate],
  );
  const [text, setText] = useSearchInput(search, commit);
  return (
    <search className={styles.filters}>
      <TextField
        label="Search modules"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Select
        label="Status"
        options={statusOptions()}
        value={status ?? anyStatus}
        onValueChange={(value) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              status: value === anyStatus ? undefined : (value as ModuleStatus),
              offset: undefined,
            }),
          })
        }
      />
    </search>
  );
}

function ModuleResults() {
  const { session } = useSession();
  const filter = route.useSearch();
  const navigate = route.useNavigate();
  const modules = useQuery(moduleListQueryOptions(session.client, filter));
  if (modules.isPending) return <Spinner label="Loading your modules" />;
  if (modules.isError) {
    return (
      <LoadFailed
        what="Your modules"
        error={modules.error}
        onRetry={() => void modules.refetch()}
      />
    );
  }
  const { modules: list, total } = modules.data;
  if (list.length === 0) {
    const filtered = Boolean(filter.search || filter.status);
    return (
      <Card>
        <p className={styles.lead}>
          {filtered
            ? 'No module matches. Try other words or another status.'
            : 'You have no modules yet. Create one to start writing.'}
        </p>
      </Card>
    );
  }
  return (
    <Stack gap={4}>
      <ul className={styles.cardList} aria-busy={modules.isPlaceholderData}>
        {list.map((module) => (
          <ModuleListItem key={module.id} module={module} />
        ))}
      </ul>
      <Paging
        label="Pages of modules"
        total={total}
        offset={filter.offset ?? 0}
        pageSize={modulesPageSize}
        onOffset={(next) =>
          void navigate({ search: (previous) => ({ ...previous, offset: next || undefined }) })
        }
      />
    </Stack>
  );
}

/** Educator management's module list (spec §2 /educator/modules): the modules I author. */
export function EducatorModulesPage() {
  return (
    <Stack gap={5}>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>Modules</h1>
        <Inline gap={2}>
          <Button asChild variant="secondary">
            <Link to="/module/create" hash="import">
              Import a course package
            </Link>
          </Button>
          <Button asChild>
            <Link to="/module/create">New module</Link>
          </Button>
        </Inline>
      </Inline>
      <Filters />
      <ModuleResults />
    </Stack>
  );
}
