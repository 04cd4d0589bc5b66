/** A Storage that lives as long as the page: what a tab keeps when the browser denies it storage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const probeKey = 'sparked-storage-probe';

/**
 * The browser's storage where it allows it, the page's memory where it does not: a page in an
 * LMS's iframe with third-party cookies blocked is also denied storage, and reading
 * `sessionStorage` there throws (a SecurityError) rather than answering null. A write is tried
 * too, since a full or disabled storage throws only then.
 */
export function storageOrMemory(pick: () => Storage | undefined): Storage {
  try {
    const storage = pick();
    if (storage) {
      storage.setItem(probeKey, '1');
      storage.removeItem(probeKey);
      return storage;
    }
  } catch {
    // Denied: the memory below.
  }
  return memoryStorage();
}
