import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRosterChange } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { CsvImport } from '../../shared/csv-import';

/** Importing students from a CSV with an `email` column into the class. */
export function RosterImport({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { importCsv } = useRosterChange(session.client, classId);
  return (
    <CsvImport
      heading={t`Import a list`}
      help={t`A CSV file with an email column (other columns are ignored), up to 1,000 rows. Students need an account first.`}
      maxLength={200_000}
      run={importCsv}
      outcomes={{
        add: { label: t`Will be added`, tone: 'success' },
        already: { label: t`Already in the class`, tone: 'neutral' },
        error: { label: t`Error`, tone: 'error' },
      }}
      summary={({ added, errors }) => t`${added} to add · ${errors} with errors`}
      toApply={(preview) => preview.added}
      applyLabel={(count) =>
        count === null
          ? t`Add students`
          : plural(count, { one: 'Add # student', other: 'Add # students' })
      }
      done={({ added }) => plural(added, { one: '# student added.', other: '# students added.' })}
    />
  );
}
