import { t } from '@lingui/core/macro';
import type { AdminUser, UserSortKey } from '@sparked/contracts';
import { TagBadges, userRoleLabels, userStatusLabels } from '@sparked/features/admin';
import { shownEmail } from '@sparked/features/lms-accounts';
import { Badge } from '@sparked/ui/badge';
import { dateFormat } from '@sparked/ui/format';
import { ChevronDownIcon, ChevronUpIcon } from '@sparked/ui/icon';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';
import * as styles from './users.css';

const shownDate = dateFormat('date');
const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`;
const column = createColumnHelper<AdminUser>();

const columns = [
  column.display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={t`Choose every user on this page`}
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={t`Choose ${nameOf(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.accessor(nameOf, {
    id: 'name',
    header: () => t`Name`,
    cell: ({ row, getValue }) => (
      <Link to="/educator/users/$userId" params={{ userId: row.original.id }}>
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('email', {
    header: () => t`Email`,
    cell: ({ getValue }) => shownEmail(getValue()),
  }),
  column.accessor('role', {
    header: () => t`Role`,
    cell: ({ getValue }) => userRoleLabels[getValue()],
  }),
  column.accessor('status', {
    header: () => t`Status`,
    enableSorting: false,
    cell: ({ getValue }) => (
      <Badge tone={getValue() === 'active' ? 'success' : 'neutral'}>
        {userStatusLabels[getValue()]}
      </Badge>
    ),
  }),
  column.accessor('tags', {
    header: () => t`Tags`,
    enableSorting: false,
    cell: ({ getValue }) => <TagBadges tags={getValue()} none={t`None`} />,
  }),
  column.accessor('createdAt', {
    header: () => t`Joined`,
    cell: ({ getValue }) => shownDate.format(new Date(getValue())),
  }),
];

export interface Sorting {
  sort: UserSortKey;
  order: 'asc' | 'desc';
}

/**
 * A page of users as a table: the server sorts and pages (TanStack Table only lays it out), a
 * header's button sorts by its column, and the boxes choose users for a bulk change. The choice
 * is kept by id across pages.
 */
export function UsersTable({
  users,
  sorting,
  onSort,
  selection,
  onSelection,
}: {
  users: AdminUser[];
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  selection: RowSelectionState;
  onSelection: (selection: RowSelectionState) => void;
}) {
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (user) => user.id,
    manualSorting: true,
    manualPagination: true,
    state: { rowSelection: selection },
    onRowSelectionChange: (update) =>
      onSelection(typeof update === 'function' ? update(selection) : update),
  });
  return (
    <TableScroll label={t`Users`}>
      <table className={tableStyles.table}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const key = header.column.id as UserSortKey;
                const sortable = header.column.getCanSort() && header.column.id !== 'select';
                const sorted = sorting.sort === key ? sorting.order : null;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={tableStyles.headerCell}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          onSort({ sort: key, order: sorted === 'asc' ? 'desc' : 'asc' })
                        }
                      >
                        {label}
                        {sorted ? (
                          sorted === 'asc' ? (
                            <ChevronUpIcon size={16} />
                          ) : (
                            <ChevronDownIcon size={16} />
                          )
                        ) : null}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={tableStyles.cell}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
