/**
 * Undo and redo for an editor's whole document, text and structure alike. Typing is merged into
 * one step per field while it continues (`mergeKey` within `mergeWindowMs`), so one undo takes
 * back a burst of typing, not a letter.
 */
export type EditHistory<T> = {
  past: T[];
  present: T;
  future: T[];
  /** What the last step changed and when, for merging the next one into it. */
  last?: { key: string; at: number };
};

export const historyLimit = 100;
export const mergeWindowMs = 1000;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

export function record<T>(
  history: EditHistory<T>,
  next: T,
  { mergeKey, now = Date.now() }: { mergeKey?: string; now?: number } = {},
): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const merging =
    mergeKey !== undefined &&
    history.last?.key === mergeKey &&
    now - history.last.at < mergeWindowMs &&
    history.past.length > 0;
  const past = merging ? history.past : [...history.past, history.present].slice(-historyLimit);
  return {
    past,
    present: next,
    future: [],
    last: mergeKey === undefined ? undefined : { key: mergeKey, at: now },
  };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
