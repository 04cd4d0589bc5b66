import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SaveState } from '../api/use-activity-draft';
import { SaveStatus, settledAfterMs } from './save-status';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** The editor's save indicator going through `states`, each held for `ms`. */
function saving(states: SaveState[], ms: number) {
  const heard: string[] = [];
  const view = render(<SaveStatus state={{ status: 'saved' }} />);
  const status = screen.getByRole('status');
  // A screen reader reads a live region's text each time it changes to something.
  let last = '';
  const listen = () => {
    const text = status.textContent ?? '';
    if (text && text !== last) heard.push(text);
    last = text;
  };
  for (const state of states) {
    view.rerender(<SaveStatus state={state} />);
    listen();
    act(() => {
      vi.advanceTimersByTime(ms);
    });
    listen();
  }
  return heard;
}

const keystroke: SaveState[] = [{ status: 'unsaved' }, { status: 'saving' }, { status: 'saved' }];

it('says nothing on opening, nor per keystroke, and "Saved" once typing has settled', () => {
  const typing = saving([...keystroke, ...keystroke, ...keystroke], 200);
  expect(typing).toEqual([]);
  expect(screen.getByText('All changes saved')).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(settledAfterMs);
  });
  expect(screen.getByRole('status').textContent).toBe('Saved');
});

it('never says "Saving…" or "Unsaved changes", and says each settled save once', () => {
  const heard = saving([...keystroke, ...keystroke], settledAfterMs);
  expect(heard).toEqual(['Saved', 'Saved']);
});

it('says a failed save that will be retried, and puts work at risk in an alert at once', () => {
  const heard = saving([{ status: 'saving' }, { status: 'retrying', failures: 1 }], settledAfterMs);
  expect(heard).toEqual(['Could not save. Trying again…']);
  cleanup();
  render(<SaveStatus state={{ status: 'refused', message: 'The title is too long.' }} />);
  expect(screen.getByRole('alert').textContent).toBe('Not saved: The title is too long.');
});
