import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usersQueryOptions } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { BooksPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import * as styles from '../../../shared/page.css';
import { Paging } from '../../../shared/paging';
import { QueryState } from '../../../shared/query-state';
import { BulkChange } from './bulk-change';
import { UserFilters } from './user-filters';
import { UsersImport } from './users-import';
import { UsersTable } from './users-table';

const route = getRouteApi('/_authenticated/_staff/educator/users/');
/** The API's default page (spec §9): the route's loader asks for the same one. */
const pageSize = 20;

/**
 * The admin console's users: search, filters and sorting in the address, a page at a
 * time from the server, and a bulk change over the users chosen or the filter.
 */
export function UsersPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const users = useQuery(usersQueryOptions(session.client, search));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const chosen = Object.keys(selection).filter((id) => selection[id]);
  const { sort = 'name', order = 'asc', offset = 0, ...filter } = search;

  return (
    <Stack gap={5}>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>
          <Trans>Users</Trans>
        </h1>
        <Inline gap={3}>
          <Link to="/educator/user-tags">
            <Trans>User tags</Trans>
          </Link>
          <Link to="/educator/audit">
            <Trans>Audit log</Trans>
          </Link>
        </Inline>
      </Inline>
      <UserFilters />
      <QueryState query={users} loading={t`Loading users`} what={t`The users`}>
        {({ users: page, total }) =>
          page.length === 0 ? (
            <EmptyState picture={<BooksPicture />} title={t`No user matches`}>
              <Trans>Try other words, or clear a filter.</Trans>
            </EmptyState>
          ) : (
            <Stack gap={4}>
              <p className={styles.note} aria-live="polite">
                {plural(total, { one: '# user', other: '# users' })}
                {chosen.length ? t`, ${chosen.length} chosen` : ''}
              </p>
              <div aria-busy={users.isPlaceholderData}>
                <UsersTable
                  users={page}
                  sorting={{ sort, order }}
                  onSort={(next) =>
                    void navigate({
                      search: (previous) => ({ ...previous, ...next, offset: undefined }),
                    })
                  }
                  selection={selection}
                  onSelection={setSelection}
                />
              </div>
              <Paging
                label={t`Pages of users`}
                total={total}
                offset={offset}
                pageSize={pageSize}
                onOffset={(next) =>
                  void navigate({
                    search: (previous) => ({ ...previous, offset: next || undefined }),
                  })
                }
              />
              <BulkChange
                chosen={chosen}
                filter={filter}
                filtered={total}
                onDone={() => setSelection({})}
              />
            </Stack>
          )
        }
      </QueryState>
      <UsersImport />
    </Stack>
  );
}
