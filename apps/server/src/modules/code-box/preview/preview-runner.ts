import { loopGuardName } from './loop-guard';

/**
 * The script that runs first in every preview (decision 0017). It reports to the app through
 * postMessage, the only way out of the sandbox: console output, errors with their line, a loop
 * stopped by the guard, and a heartbeat every 250 ms that the app's watchdog listens for. A
 * written script counts its lines from its own start, and the student's script starts on the line
 * of its tag, so an error's line is the line in the editor. It is plain text, not a function's source: a transpiler's helpers would
 * not exist inside the frame.
 *
 * The guard: the first call in a task notes the time and a zero timeout clears the mark when the
 * task ends, so later calls in the same task see how long it has run.
 */
const runtime = `
const post = (message) => parent.postMessage(Object.assign({ sparkedPreview: true }, message), '*');
const show = (value) => {
  if (typeof value === 'string') return value;
  try { return JSON.stringify(value) ?? String(value); } catch { return String(value); }
};
let startedAt = 0;
let armed = false;
let stopped = false;
Object.defineProperty(window, GUARD, {
  value: (line) => {
    if (stopped) throw new Error('The preview was stopped.');
    const now = performance.now();
    if (!armed) {
      armed = true;
      startedAt = now;
      setTimeout(() => { armed = false; }, 0);
    } else if (now - startedAt > 1000) {
      stopped = true;
      post({ type: 'runaway', line });
      throw new Error('A loop on line ' + line + ' ran for more than a second and was stopped.');
    }
  },
});
for (const level of ['log', 'info', 'warn', 'error']) {
  const original = console[level].bind(console);
  console[level] = (...values) => {
    post({ type: 'console', level, text: values.map(show).join(' ').slice(0, 2000) });
    original(...values);
  };
}
addEventListener('error', (event) => {
  if (stopped) return;
  post({ type: 'error', message: event.message, line: event.lineno > 0 ? event.lineno : null });
});
addEventListener('unhandledrejection', (event) => {
  post({ type: 'error', message: 'Unhandled promise rejection: ' + show(event.reason), line: null });
});
setInterval(() => post({ type: 'alive' }), 250);
post({ type: 'started' });
`;

/** The runner as the text of a script element. */
export const previewRunnerSource = `(() => {${runtime.replace('GUARD', JSON.stringify(loopGuardName))}})();`;
