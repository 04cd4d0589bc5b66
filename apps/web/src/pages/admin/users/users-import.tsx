import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { invitationDays } from '@sparked/contracts';
import { useUserImport } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { CsvImport } from '../../../shared/csv-import';

/**
 * Users from a CSV: new accounts (each emailed a link to choose a password) and tags for existing
 * ones, after a preview of every row.
 */
export function UsersImport() {
  const { t } = useLingui();
  const { session } = useSession();
  const run = useUserImport(session.client);
  return (
    <CsvImport
      heading={t`Import from a CSV file`}
      help={t`Columns: email, first name, last name, and optionally role (student, facilitator or admin) and tags (names split by ;). Up to 1,000 rows. New accounts are emailed a link to choose a password, valid for ${invitationDays} days.`}
      maxLength={500_000}
      run={run}
      outcomes={{
        create: { label: t`New account`, tone: 'success' },
        update: { label: t`Will change`, tone: 'primary' },
        unchanged: { label: t`No change`, tone: 'neutral' },
        error: { label: t`Error`, tone: 'error' },
      }}
      summary={(preview) =>
        t`${preview.created} new · ${preview.updated} to change · ${preview.errors} with errors`
      }
      toApply={(preview) => preview.created + preview.updated}
      applyLabel={(count) =>
        count === null ? t`Import` : plural(count, { one: 'Import # row', other: 'Import # rows' })
      }
      done={(result) => {
        const made = plural(result.created, { one: '# account made', other: '# accounts made' });
        const changed = plural(result.updated, {
          one: '# account changed',
          other: '# accounts changed',
        });
        return t`${made}, ${changed}.`;
      }}
    />
  );
}
