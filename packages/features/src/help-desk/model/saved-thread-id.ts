/** Where the open conversation's thread id is kept between visits (spec §4, §9). */
export const savedThreadIdKey = 'help-desk-id';

// Storage can be unavailable (private mode, disabled cookies): the chat then simply starts afresh.
export function readSavedThreadId(storage: Storage): string | null {
  try {
    return storage.getItem(savedThreadIdKey) || null;
  } catch {
    return null;
  }
}

export function saveThreadId(storage: Storage, threadId: string): void {
  try {
    storage.setItem(savedThreadIdKey, threadId);
  } catch {
    // Not kept: the next visit starts a new conversation.
  }
}

export function clearSavedThreadId(storage: Storage): void {
  try {
    storage.removeItem(savedThreadIdKey);
  } catch {
    // Nothing was kept.
  }
}
