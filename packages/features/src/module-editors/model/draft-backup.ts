import type { ActivityContent } from '@sparked/contracts';

export type ActivityDraft = { title: string; content: ActivityContent };

/**
 * A copy of unsaved edits on this device, so a reload, a crash or a lost connection loses
 * nothing. It is only trusted while the server still holds the version it was made from.
 */
const key = (activityId: string) => `sparked:activity-draft:${activityId}`;

export function storeBackup(activityId: string, base: string, draft: ActivityDraft) {
  try {
    localStorage.setItem(key(activityId), JSON.stringify({ base, draft }));
  } catch {
    // Storage full or blocked: the server copy and the retrying save still stand.
  }
}

export function readBackup(activityId: string, base: string): ActivityDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(activityId)) ?? 'null') as {
      base?: string;
      draft?: ActivityDraft;
    } | null;
    return stored?.base === base && stored.draft ? stored.draft : null;
  } catch {
    return null;
  }
}

export function clearBackup(activityId: string) {
  try {
    localStorage.removeItem(key(activityId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
