import type { ClassProgress } from '@sparked/contracts';
import { activityStatusLabels } from '@sparked/features/learning';

/** One row per student and activity: what a spreadsheet filters and pivots best. */
export function progressRows(progress: ClassProgress) {
  const titles = new Map(progress.activities.map((activity) => [activity.id, activity.title]));
  return progress.students.flatMap((student) =>
    student.cells.map((cell) => ({
      Student: student.name,
      Activity: titles.get(cell.activityId) ?? cell.activityId,
      Status: activityStatusLabels[cell.status],
      'Score (%)': cell.score ?? '',
      Minutes: Math.round(cell.secondsSpent / 60),
    })),
  );
}

/** The grid as CSV (papaparse quotes what needs quoting), loaded only when asked for. */
export async function progressCsv(progress: ClassProgress): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(progressRows(progress));
}
