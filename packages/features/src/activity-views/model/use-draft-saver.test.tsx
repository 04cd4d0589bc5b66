import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftSaveDelayMs, useDraftSaver } from './use-draft-saver';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A save whose requests finish only when the test says. */
function slowSave() {
  const finishers: (() => void)[] = [];
  const save = vi.fn(
    (_value: string) => new Promise<void>((resolve) => finishers.push(() => resolve())),
  );
  const finishNext = async () => {
    await act(async () => finishers.shift()?.());
  };
  return { save, finishNext };
}

describe('useDraftSaver', () => {
  it('saves the last value a moment after the changes stop, one request at a time', async () => {
    const { save, finishNext } = slowSave();
    const { result } = renderHook(() => useDraftSaver(save));

    act(() => {
      result.current.schedule('a');
      result.current.schedule('ab');
    });
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(draftSaveDelayMs));
    expect(save.mock.calls).toEqual([['ab']]);

    // Changes during a save wait for it, so the newest answers are the ones that land last.
    act(() => result.current.schedule('abc'));
    await act(() => vi.advanceTimersByTimeAsync(draftSaveDelayMs));
    expect(save).toHaveBeenCalledTimes(1);
    await finishNext();
    expect(save.mock.calls).toEqual([['ab'], ['abc']]);
  });

  it('sends what waits when the view closes, and settle drops it for a submit', async () => {
    const { save } = slowSave();
    const { result, unmount } = renderHook(() => useDraftSaver(save));
    act(() => result.current.schedule('kept'));
    unmount();
    expect(save.mock.calls).toEqual([['kept']]);

    const other = slowSave();
    const second = renderHook(() => useDraftSaver(other.save));
    act(() => second.result.current.schedule('dropped'));
    await act(() => second.result.current.settle());
    await act(() => vi.advanceTimersByTimeAsync(draftSaveDelayMs * 2));
    expect(other.save).not.toHaveBeenCalled();
  });
});
