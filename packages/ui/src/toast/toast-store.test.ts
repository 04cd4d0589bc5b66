import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

const copied = {
  type: 'success',
  title: 'Copied Activity',
  message: 'Activity copied successfully.',
} as const;

describe('createToastStore', () => {
  it('adds a notification stamped with the current time and returns that timeStamp', () => {
    const store = createToastStore(() => 1_000);
    expect(store.notify(copied)).toBe(1_000);
    expect(store.getItems()).toEqual([{ ...copied, timeStamp: 1_000 }]);
  });

  it('keeps timeStamps unique when notifications arrive in the same millisecond', () => {
    const store = createToastStore(() => 1_000);
    const stamps = [store.notify(copied), store.notify(copied), store.notify(copied)];
    expect(stamps).toEqual([1_000, 1_001, 1_002]);
  });

  it('never reuses a timeStamp, even after the clock catches up or goes back', () => {
    let clock = 1_000;
    const store = createToastStore(() => clock);
    store.notify(copied);
    store.notify(copied); // 1_001
    clock = 1_001;
    expect(store.notify(copied)).toBe(1_002);
    clock = 500;
    expect(store.notify(copied)).toBe(1_003);
    clock = 5_000;
    expect(store.notify(copied)).toBe(5_000);
  });

  it('keeps items in arrival order', () => {
    let clock = 1;
    const store = createToastStore(() => clock++);
    store.notify({ ...copied, title: 'first' });
    store.notify({ ...copied, title: 'second' });
    expect(store.getItems().map((item) => item.title)).toEqual(['first', 'second']);
  });

  it('dismisses only the item with the given timeStamp', () => {
    let clock = 1;
    const store = createToastStore(() => clock++);
    const first = store.notify(copied);
    const second = store.notify(copied);
    store.dismiss(first);
    expect(store.getItems().map((item) => item.timeStamp)).toEqual([second]);
  });

  it('tells subscribers about changes, and stops after they unsubscribe', () => {
    const store = createToastStore(() => 1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const stamp = store.notify(copied);
    store.dismiss(stamp);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.notify(copied);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an unknown timeStamp without publishing a new list', () => {
    const store = createToastStore(() => 1);
    store.notify(copied);
    const before = store.getItems();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(42);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getItems()).toBe(before);
  });
});
