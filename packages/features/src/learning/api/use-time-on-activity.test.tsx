import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeSaveIntervalMs, useTimeOnActivity } from './use-time-on-activity';

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setVisibility = (nowHidden: boolean) => {
  hidden = nowHidden;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('time on an activity', () => {
  it('saves the seconds on screen every half minute, when hidden and when closed', () => {
    const save = vi.fn(async (_seconds: number) => {});
    const { unmount } = renderHook(() => useTimeOnActivity(save));
    vi.advanceTimersByTime(timeSaveIntervalMs);
    expect(save).toHaveBeenLastCalledWith(30);

    vi.advanceTimersByTime(12_000);
    setVisibility(true);
    expect(save).toHaveBeenLastCalledWith(12);
    // A hidden tab counts nothing, however long it stays hidden.
    vi.advanceTimersByTime(600_000);
    expect(save).toHaveBeenCalledTimes(2);

    setVisibility(false);
    vi.advanceTimersByTime(5_000);
    unmount();
    expect(save).toHaveBeenLastCalledWith(5);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('counts nothing until the activity is there', () => {
    const save = vi.fn(async (_seconds: number) => {});
    renderHook(() => useTimeOnActivity(save, false));
    vi.advanceTimersByTime(timeSaveIntervalMs * 3);
    expect(save).not.toHaveBeenCalled();
  });
});
