// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clearSavedThreadId, readSavedThreadId, saveThreadId } from './saved-thread-id';

describe('saved thread id', () => {
  it('keeps the thread id under help-desk-id until cleared', () => {
    expect(readSavedThreadId(localStorage)).toBeNull();
    saveThreadId(localStorage, 'thread-1');
    expect(localStorage.getItem('help-desk-id')).toBe('thread-1');
    expect(readSavedThreadId(localStorage)).toBe('thread-1');
    clearSavedThreadId(localStorage);
    expect(readSavedThreadId(localStorage)).toBeNull();
  });

  it('treats storage that refuses access as empty instead of failing', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readSavedThreadId(refusing)).toBeNull();
    expect(() => saveThreadId(refusing, 'thread-1')).not.toThrow();
    expect(() => clearSavedThreadId(refusing)).not.toThrow();
  });
});
