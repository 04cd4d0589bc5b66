import { Trans, useLingui } from '@lingui/react/macro';
import { type UserRole, type UserStatus, userRoles, userStatuses } from '@sparked/contracts';
import { managedTagsQueryOptions, userRoleLabels, userStatusLabels } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as styles from '../../../shared/page.css';
import { useSearchInput } from '../../../shared/use-search-input';

const route = getRouteApi('/_authenticated/_staff/educator/users/');
const any = 'any';

/** Search by name or email, and narrow by role, tag and status; all of it in the address. */
export function UserFilters() {
  const { t } = useLingui();
  const { session } = useSession();
  const { search, role, tagId, status, classId } = route.useSearch();
  const navigate = route.useNavigate();
  const tags = useQuery(managedTagsQueryOptions(session.client));
  const narrow = useCallback(
    (changes: { search?: string; role?: UserRole; tagId?: string; status?: UserStatus }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...changes, offset: undefined }),
        replace: true,
      }),
    [navigate],
  );
  const commit = useCallback((value: string | undefined) => narrow({ search: value }), [narrow]);
  const [text, setText] = useSearchInput(search, commit);
  return (
    <search className={styles.filters}>
      <TextField
        label={t`Search by name or email`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Select
        label={t`Role`}
        options={[
          { value: any, label: t`Any role` },
          ...userRoles.map((each) => ({ value: each, label: userRoleLabels[each] })),
        ]}
        value={role ?? any}
        onValueChange={(value) => narrow({ role: value === any ? undefined : (value as UserRole) })}
      />
      <Select
        label={t`Tag`}
        options={[
          { value: any, label: t`Any tag` },
          ...(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
        ]}
        value={tagId ?? any}
        onValueChange={(value) => narrow({ tagId: value === any ? undefined : value })}
      />
      <Select
        label={t`Status`}
        options={[
          { value: any, label: t`Any status` },
          ...userStatuses.map((each) => ({ value: each, label: userStatusLabels[each] })),
        ]}
        value={status ?? any}
        onValueChange={(value) =>
          narrow({ status: value === any ? undefined : (value as UserStatus) })
        }
      />
      {classId ? (
        <p className={styles.note}>
          <Trans>
            People of one class.{' '}
            <Link to="/educator/users" search={{ search, role, tagId, status }}>
              Show every class
            </Link>
          </Trans>
        </p>
      ) : null}
    </search>
  );
}
