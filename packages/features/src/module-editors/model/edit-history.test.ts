import { describe, expect, it } from 'vitest';
import { historyLimit, record, redo, startHistory, undo } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes steps in order, and a new step drops what could be redone', () => {
    let history = record(record(startHistory('a'), 'b'), 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = record(history, 'x');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  it('merges typing in one field into one step, but not across fields or pauses', () => {
    let history = record(startHistory(''), 'h', { mergeKey: 'title', now: 0 });
    history = record(history, 'he', { mergeKey: 'title', now: 300 });
    history = record(history, 'hel', { mergeKey: 'title', now: 600 });
    expect(history.past).toEqual(['']);
    history = record(history, 'hel!', { mergeKey: 'body', now: 700 });
    history = record(history, 'hel!?', { mergeKey: 'body', now: 5000 });
    expect(history.past).toEqual(['', 'hel', 'hel!']);
    expect(undo(history).present).toBe('hel!');
  });

  it(`keeps the last ${historyLimit} steps`, () => {
    let history = startHistory(0);
    for (let step = 1; step <= historyLimit + 20; step++) history = record(history, step);
    expect(history.past).toHaveLength(historyLimit);
    expect(history.past[0]).toBe(20);
  });
});
