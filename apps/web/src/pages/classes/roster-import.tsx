import { useRosterChange } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { CsvImport } from '../../shared/csv-import';

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** Importing students from a CSV with an `email` column into the class. */
export function RosterImport({ classId }: { classId: string }) {
  const { session } = useSession();
  const { importCsv } = useRosterChange(session.client, classId);
  return (
    <CsvImport
      heading="Import a list"
      help="A CSV file with an email column (other columns are ignored), up to 1,000 rows. Students need an account first."
      maxLength={200_000}
      run={importCsv}
      outcomes={{
        add: { label: 'Will be added', tone: 'success' },
        already: { label: 'Already in the class', tone: 'neutral' },
        error: { label: 'Error', tone: 'error' },
      }}
      summary={(preview) => `${preview.added} to add · ${preview.errors} with errors`}
      toApply={(preview) => preview.added}
      applyLabel={(count) => (count === null ? 'Add students' : `Add ${students(count)}`)}
      done={(result) => `${students(result.added)} added.`}
    />
  );
}
