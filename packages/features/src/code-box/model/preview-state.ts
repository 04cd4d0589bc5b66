/**
 * What the preview frame tells the app (decision 0017). The student's code runs in that frame and
 * can post anything, so every message is read as untrusted: only these shapes count, and their
 * text is only ever shown as text.
 */
export type PreviewMessage =
  | { type: 'ready' | 'started' | 'alive' }
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error'; text: string }
  | { type: 'error'; message: string; line: number | null }
  | { type: 'runaway'; line: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const levels = new Set(['log', 'info', 'warn', 'error']);
const lineOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export function readPreviewMessage(data: unknown): PreviewMessage | undefined {
  if (!isRecord(data) || data.sparkedPreview !== true) return undefined;
  switch (data.type) {
    case 'ready':
    case 'started':
    case 'alive':
      return { type: data.type };
    case 'console':
      return typeof data.text === 'string' && levels.has(String(data.level))
        ? { type: 'console', level: data.level as 'log', text: data.text.slice(0, 2000) }
        : undefined;
    case 'error':
      return typeof data.message === 'string'
        ? { type: 'error', message: data.message.slice(0, 500), line: lineOf(data.line) }
        : undefined;
    case 'runaway': {
      const line = lineOf(data.line);
      return line ? { type: 'runaway', line } : undefined;
    }
    default:
      return undefined;
  }
}

export type PreviewStatus = 'idle' | 'loading' | 'running' | 'stopped' | 'frozen';

export interface ConsoleEntry {
  id: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

export interface PreviewState {
  status: PreviewStatus;
  /** Why it stopped, for the status line. */
  reason: string | null;
  entries: ConsoleEntry[];
  /** When the frame last showed it was alive (ms, the watchdog's clock). */
  lastBeat: number;
}

/** The console keeps the latest lines: a loop that logs cannot grow the page for ever. */
export const maxConsoleEntries = 200;
/** How long the frame may stay silent (its heartbeat is every 250 ms) before it is closed. */
export const silenceLimitMs = 3000;

export const idlePreview: PreviewState = { status: 'idle', reason: null, entries: [], lastBeat: 0 };

export type PreviewEvent =
  | { type: 'run'; at: number }
  | { type: 'message'; message: PreviewMessage; at: number }
  | { type: 'tick'; at: number }
  | { type: 'stop' };

function logged(state: PreviewState, level: ConsoleEntry['level'], text: string): PreviewState {
  const id = (state.entries.at(-1)?.id ?? 0) + 1;
  return { ...state, entries: [...state.entries, { id, level, text }].slice(-maxConsoleEntries) };
}

export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  switch (event.type) {
    case 'run':
      return { status: 'loading', reason: null, entries: [], lastBeat: event.at };
    case 'stop':
      return state.status === 'running' || state.status === 'loading'
        ? { ...state, status: 'stopped', reason: 'You stopped the preview.' }
        : state;
    case 'tick':
      return (state.status === 'running' || state.status === 'loading') &&
        event.at - state.lastBeat > silenceLimitMs
        ? {
            ...state,
            status: 'frozen',
            reason:
              'The preview stopped responding, so it was closed. Look for a loop that never ends, then run it again.',
          }
        : state;
    case 'message': {
      if (state.status !== 'running' && state.status !== 'loading') return state;
      const { message } = event;
      const beat = { ...state, lastBeat: event.at };
      switch (message.type) {
        case 'ready':
        case 'alive':
          return beat;
        case 'started':
          return { ...beat, status: 'running' };
        case 'console':
          return logged(beat, message.level, message.text);
        case 'error':
          return logged(
            beat,
            'error',
            message.line ? `Line ${message.line}: ${message.message}` : message.message,
          );
        case 'runaway':
          return {
            ...logged(
              beat,
              'error',
              `Line ${message.line}: a loop ran for more than a second and was stopped.`,
            ),
            status: 'stopped',
            reason: `A loop on line ${message.line} of the script ran for more than a second, so the preview stopped it.`,
          };
      }
    }
  }
}
