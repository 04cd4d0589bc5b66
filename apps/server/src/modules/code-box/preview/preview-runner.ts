import { loopGuardName } from './loop-guard';

/**
 * The attributes that give a frame a document of its own (`srcdoc`) or make a shadow root no
 * script can look into (`shadowrootmode`); markup the preview parses has them renamed.
 */
export const frameMarkup = /srcdoc|shadowrootmode/gi;

/** Where the frame page puts the run's secret (preview-frame.ts): the first slot in the document. */
export const runSecretSlot = '__sparkedRunSecret__';

/**
 * The script that runs first in every preview (decision 0024). It reports to the app through
 * postMessage (the frame page relays it), the only way out of the sandbox: console output, errors
 * with their line, a loop stopped by the guard, the page being left, and a heartbeat every 250 ms
 * that the app's watchdog listens for. Every message carries the run's secret, which the app checks, so a page the frame
 * is navigated to cannot pass for the preview; the runner's own element is removed so the
 * student's code cannot read the secret out of the document. A written script counts its lines
 * from its own start, and the student's script starts on the line of its tag, so an error's line
 * is the line in the editor. It is plain text, not a function's source: a transpiler's helpers
 * would not exist inside the frame.
 *
 * The guard: the first call in a task notes the time and a zero timeout clears the mark when the
 * task ends, so later calls in the same task see how long it has run.
 *
 * The frame's policy blocks every request a URL can make; WebRTC sends its packets without one,
 * so its constructors are removed before the student's code runs, and frames are removed as they
 * are added: a frame's document (srcdoc) would have constructors of its own.
 */
const runtime = `
const secret = SECRET;
// The frame page that holds the project's frame relays every message to the app.
const app = parent;
document.currentScript.remove();
const post = (message) => app.postMessage({ ...message, sparkedPreview: true, secret }, '*');
const show = (value) => {
  if (typeof value === 'string') return value;
  try { return JSON.stringify(value) ?? String(value); } catch { return String(value); }
};
for (const name of Object.getOwnPropertyNames(window))
  if (/^(webkit)?RTC/.test(name))
    Object.defineProperty(window, name, { value: undefined, writable: false, configurable: false });
let warnedAboutFrames = false;
const dropFrames = (root) => {
  const frames = root.querySelectorAll('iframe, frame');
  for (const frame of frames) frame.remove();
  if (frames.length && !warnedAboutFrames) {
    warnedAboutFrames = true;
    post({ type: 'console', level: 'warn', text: 'Frames do not run in the preview, so it removed them.' });
  }
};
const watch = (root) =>
  new MutationObserver(() => dropFrames(root)).observe(root, { childList: true, subtree: true });
watch(document);
const attachShadow = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (options) {
  const root = attachShadow.call(this, options);
  watch(root);
  return root;
};
// Markup parsed from a string can hold a closed shadow root, where no observer sees a frame.
const remove = (owner, name) => {
  if (name in owner) Object.defineProperty(owner, name, { value: undefined, configurable: false });
};
remove(Element.prototype, 'setHTMLUnsafe');
remove(ShadowRoot.prototype, 'setHTMLUnsafe');
remove(Document, 'parseHTMLUnsafe');
const write = Document.prototype.write;
const writeln = Document.prototype.writeln;
const inert = (html) => String(html).replace(INERT, 'data-removed-$&');
Document.prototype.write = function (...html) { return write.apply(this, html.map(inert)); };
Document.prototype.writeln = function (...html) { return writeln.apply(this, html.map(inert)); };
let startedAt = 0;
let armed = false;
let stopped = false;
Object.defineProperty(window, GUARD, {
  value: (line, part) => {
    if (stopped) throw new Error('The preview was stopped.');
    const now = performance.now();
    if (!armed) {
      armed = true;
      startedAt = now;
      setTimeout(() => { armed = false; }, 0);
    } else if (now - startedAt > 1000) {
      stopped = true;
      post({ type: 'runaway', line, part });
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
addEventListener('pagehide', () => post({ type: 'leaving' }));
setInterval(() => post({ type: 'alive' }), 250);
post({ type: 'started' });
`;

/** The runner as the text of a script element. */
export const previewRunnerSource = `(() => {${runtime
  .replace('SECRET', JSON.stringify(runSecretSlot))
  .replace('GUARD', JSON.stringify(loopGuardName))
  .replace('INERT', String(frameMarkup))}})();`;
