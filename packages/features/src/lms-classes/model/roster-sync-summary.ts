import type { LtiRosterSyncResult } from '@sparked/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a roster sync did, in one line: "2 added · 5 already in the class · 1 removed · 1 teacher". */
export function rosterSyncSummary(result: Omit<LtiRosterSyncResult, 'syncedAt'>): string {
  return [
    `${result.added} added`,
    `${result.kept} already in the class`,
    `${result.removed} removed`,
    plural(result.teachers, 'teacher', 'teachers'),
  ].join(' · ');
}
