import { plural, t } from '@lingui/core/macro';
import type { LtiRosterSyncResult } from '@sparked/contracts';

/** What a roster sync did, in one line: "2 added · 5 already in the class · 1 removed · 1 teacher". */
export function rosterSyncSummary(result: Omit<LtiRosterSyncResult, 'syncedAt'>): string {
  const { added, kept, removed, teachers } = result;
  return [
    t({ message: `${added} added`, comment: 'Students a roster sync added to the class.' }),
    t`${kept} already in the class`,
    t({ message: `${removed} removed`, comment: 'Students a roster sync took off the class.' }),
    plural(teachers, { one: '# teacher', other: '# teachers' }),
  ].join(' · ');
}
