import { t } from '@lingui/core/macro';
/**
 * What the preview frame tells the app (decision 0024). The student's code runs in that frame and
 * can post anything, so every message is read as untrusted: only these shapes count, and their
 * text is only ever shown as text. Every message but the frame page's `ready` must carry the run's
 * secret: a page the frame navigated to does not know it, so it cannot keep itself open.
 */
export type PreviewMessage =
  | { type: 'ready' | 'started' | 'alive' | 'leaving' }
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error'; text: string }
  | { type: 'error'; message: string; line: number | null }
  | { type: 'runaway'; line: number; part: 'html' | 'js' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const levels = new Set(['log', 'info', 'warn', 'error']);
const lineOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export function readPreviewMessage(data: unknown, secret: string): PreviewMessage | undefined {
  if (!isRecord(data) || data.sparkedPreview !== true) return undefined;
  if (data.type === 'ready') return { type: 'ready' };
  if (data.secret !== secret) return undefined;
  switch (data.type) {
    case 'started':
    case 'alive':
    case 'leaving':
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
      return line
        ? { type: 'runaway', line, part: data.part === 'html' ? 'html' : 'js' }
        : undefined;
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
  | { type: 'stop' }
  /** The frame left the document it was given: navigated, or loaded again. */
  | { type: 'left' };

const leftReason = () =>
  t`The project tried to open another page, so the preview closed it. A project runs on its own page: change what this page shows instead.`;

function logged(state: PreviewState, level: ConsoleEntry['level'], text: string): PreviewState {
  const id = (state.entries.at(-1)?.id ?? 0) + 1;
  return { ...state, entries: [...state.entries, { id, level, text }].slice(-maxConsoleEntries) };
}

export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  const live = state.status === 'running' || state.status === 'loading';
  switch (event.type) {
    case 'run':
      return { status: 'loading', reason: null, entries: [], lastBeat: event.at };
    case 'stop':
      return live ? { ...state, status: 'stopped', reason: t`You stopped the preview.` } : state;
    case 'left':
      return live ? { ...state, status: 'stopped', reason: leftReason() } : state;
    case 'tick':
      return live && event.at - state.lastBeat > silenceLimitMs
        ? {
            ...state,
            status: 'frozen',
            reason: t`The preview stopped responding, so it was closed. Look for a loop that never ends, then run it again.`,
          }
        : state;
    case 'message': {
      if (!live) return state;
      const { message } = event;
      const beat = { ...state, lastBeat: event.at };
      switch (message.type) {
        case 'ready':
        case 'alive':
          return beat;
        case 'started':
          return { ...beat, status: 'running' };
        case 'leaving':
          return { ...state, status: 'stopped', reason: leftReason() };
        case 'console':
          return logged(beat, message.level, message.text);
        case 'error':
          return logged(
            beat,
            'error',
            message.line ? t`Line ${message.line}: ${message.message}` : message.message,
          );
        case 'runaway': {
          const html = message.part === 'html';
          return {
            ...logged(
              beat,
              'error',
              html
                ? t`HTML line ${message.line}: a loop ran for more than a second and was stopped.`
                : t`Line ${message.line}: a loop ran for more than a second and was stopped.`,
            ),
            status: 'stopped',
            reason: html
              ? t`A loop on line ${message.line} of the HTML ran for more than a second, so the preview stopped it.`
              : t`A loop on line ${message.line} of the script ran for more than a second, so the preview stopped it.`,
          };
        }
      }
    }
  }
}
