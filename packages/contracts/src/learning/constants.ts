/**
 * Activity statuses and their words without the learning schemas, so the player and the
 * journey's pages, which only label a status, do not load zod and every learning schema with
 * them (decision 0043, third attempt).
 */
export const activityStatuses = ['locked', 'available', 'in-progress', 'completed'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** What a person reads for each status: on the map, in the player and in the progress export. */
export const activityStatusLabels: Record<ActivityStatus, string> = {
  locked: 'Locked',
  available: 'Not started',
  'in-progress': 'In progress',
  completed: 'Done',
};
