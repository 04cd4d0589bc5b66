import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDismissTimers } from './dismiss-timers';
import { toastDuration } from './toast-store';

describe('createDismissTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const onExpire = vi.fn();
    const timers = createDismissTimers({ duration: toastDuration, onExpire });
    return { onExpire, timers };
  };

  it('expires an item after 5000 ms (spec §9), not before', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    vi.advanceTimersByTime(4_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('counts each item from when it first appears', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    vi.advanceTimersByTime(2_000);
    timers.sync([1, 2]);
    vi.advanceTimersByTime(3_000);
    expect(onExpire.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(2_000);
    expect(onExpire.mock.calls).toEqual([[1], [2]]);
  });

  it('pauses while held and resumes with the time that was left', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    vi.advanceTimersByTime(3_000);
    timers.hold(1, 'pointer');
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();

    timers.release(1, 'pointer');
    vi.advanceTimersByTime(1_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('stays paused until both the pointer and focus have left', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    timers.hold(1, 'pointer');
    timers.hold(1, 'focus');
    timers.release(1, 'pointer');
    vi.advanceTimersByTime(10_000);
    expect(onExpire).not.toHaveBeenCalled();
    timers.release(1, 'focus');
    vi.advanceTimersByTime(toastDuration);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('ignores a repeated hold and a release without a hold', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    timers.release(1, 'focus');
    timers.hold(1, 'pointer');
    vi.advanceTimersByTime(1_000);
    timers.hold(1, 'pointer');
    timers.release(1, 'pointer');
    vi.advanceTimersByTime(toastDuration);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('pauses only the item that is held', () => {
    const { onExpire, timers } = setup();
    timers.sync([1, 2]);
    timers.hold(1, 'focus');
    vi.advanceTimersByTime(toastDuration);
    expect(onExpire.mock.calls).toEqual([[2]]);
  });

  it('cancels the countdown of an item that is no longer shown', () => {
    const { onExpire, timers } = setup();
    timers.sync([1, 2]);
    timers.sync([2]);
    vi.advanceTimersByTime(toastDuration);
    expect(onExpire.mock.calls).toEqual([[2]]);
  });

  it('does not count an expired item down again while it is still shown', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    vi.advanceTimersByTime(toastDuration);
    timers.sync([1]);
    timers.hold(1, 'pointer');
    timers.release(1, 'pointer');
    vi.advanceTimersByTime(toastDuration * 3);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('starts afresh when a key comes back after it was removed', () => {
    const { onExpire, timers } = setup();
    timers.sync([1]);
    vi.advanceTimersByTime(toastDuration);
    timers.sync([]);
    timers.sync([1]);
    vi.advanceTimersByTime(toastDuration);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('cancels everything on dispose', () => {
    const { onExpire, timers } = setup();
    timers.sync([1, 2]);
    timers.dispose();
    vi.advanceTimersByTime(toastDuration * 2);
    expect(onExpire).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
