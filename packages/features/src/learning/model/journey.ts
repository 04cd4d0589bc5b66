import { msg } from '@lingui/core/macro';
import type { ActivityStatus, LearnerOutline } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

export type OutlineActivity =
  LearnerOutline['sections'][number]['units'][number]['activities'][number];

/** What a person reads for each status, in the active language: on the map and in the player. */
export const activityStatusLabels = translatedRecord<ActivityStatus>({
  locked: msg`Locked`,
  available: msg`Not started`,
  'in-progress': msg`In progress`,
  completed: msg`Done`,
});

/** The badge tone of each status: done stands out, what has not started recedes. */
export const activityStatusTones = {
  locked: 'neutral',
  available: 'neutral',
  'in-progress': 'primary',
  completed: 'success',
} as const satisfies Record<ActivityStatus, string>;

/** A module's activities in the order the author set: sections, then units, then activities. */
export function outlineActivities(outline: LearnerOutline): OutlineActivity[] {
  return outline.sections.flatMap((section) => section.units.flatMap((unit) => unit.activities));
}

/** Where to carry on: the first activity in order that is open and not done yet. */
export function nextActivity(outline: LearnerOutline): OutlineActivity | undefined {
  return outlineActivities(outline).find(
    (activity) => activity.status === 'in-progress' || activity.status === 'available',
  );
}

/** The activity after this one in the module's order, done or not. */
export function activityAfter(
  outline: LearnerOutline,
  activityId: string,
): OutlineActivity | undefined {
  const activities = outlineActivities(outline);
  const index = activities.findIndex((activity) => activity.id === activityId);
  return index === -1 ? undefined : activities[index + 1];
}
