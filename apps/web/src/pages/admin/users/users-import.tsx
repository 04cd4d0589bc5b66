import { invitationDays } from '@sparked/contracts';
import { useUserImport } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { CsvImport } from '../../../shared/csv-import';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Users from a CSV: new accounts (each emailed a link to choose a password) and tags for existing
 * ones, after a preview of every row.
 */
export function UsersImport() {
  const { session } = useSession();
  const run = useUserImport(session.client);
  return (
    <CsvImport
      heading="Import from a CSV file"
      help={`Columns: email, first name, last name, and optionally role (student, facilitator or admin) and tags (names split by ;). Up to 1,000 rows. New accounts are emailed a link to choose a password, valid for ${invitationDays} days.`}
      maxLength={500_000}
      run={run}
      outcomes={{
        create: { label: 'New account', tone: 'success' },
        update: { label: 'Will change', tone: 'primary' },
        unchanged: { label: 'No change', tone: 'neutral' },
        error: { label: 'Error', tone: 'error' },
      }}
      summary={(preview) =>
        `${preview.created} new · ${preview.updated} to change · ${preview.errors} with errors`
      }
      toApply={(preview) => preview.created + preview.updated}
      applyLabel={(count) => (count === null ? 'Import' : `Import ${plural(count, 'row')}`)}
      done={(result) =>
        `${plural(result.created, 'account')} made, ${plural(result.updated, 'account')} changed.`
      }
    />
  );
}
