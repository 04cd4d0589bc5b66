import { activityStatusLabels, type ClassProgress } from '@sparked/contracts';
import { spreadsheetCsv } from '../../files/spreadsheet-csv';

/** The grid for a spreadsheet: one row a student and activity, what filters and pivots best. */
export function progressCsv(progress: ClassProgress): string {
  const titles = new Map(progress.activities.map((activity) => [activity.id, activity.title]));
  return spreadsheetCsv(
    ['Student', 'Activity', 'Status', 'Score (%)', 'Minutes'],
    progress.students.flatMap((student) =>
      student.cells.map((cell) => [
        student.name,
        titles.get(cell.activityId) ?? cell.activityId,
        activityStatusLabels[cell.status],
        cell.score === null ? '' : String(cell.score),
        String(Math.round(cell.secondsSpent / 60)),
      ]),
    ),
  );
}
