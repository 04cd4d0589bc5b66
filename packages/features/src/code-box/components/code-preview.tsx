import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { PreviewDocument } from '../api/code-box-changes';
import { idlePreview, previewReducer, readPreviewMessage } from '../model/preview-state';
import * as styles from './code-box.css';

/** A fresh secret for each run, which every message of the frame's runner must carry. */
const runSecret = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The frame loads its page once; the project runs in a frame inside that page, which reports the
 * project leaving its document. Any further load means the page itself was loaded again.
 */
const loadsOfOneRun = 1;

export type CodePreviewProps = {
  /** The document to run and the frame page to run it in; each new run (a new `id`) starts a fresh frame. */
  run: ({ id: number } & PreviewDocument) | null;
  /** Shown until the first run. */
  idleText?: string;
};

/**
 * Runs a project in a sandboxed frame on the preview's own origin (decision 0024):
 * `sandbox="allow-scripts"` only, so it has an opaque origin and cannot reach the page's
 * cookies, storage or DOM, open popups or navigate the page; the frame page's own policy blocks
 * every request, and the project runs one frame deeper, where that policy also refuses every
 * navigation (the app's pages may frame the sites authors embed; the frame page frames nothing).
 * A project that leaves its document is closed with an explanation, a
 * watchdog closes a frame whose heartbeat stops, and the console shows what the code logged and
 * where it failed.
 */
export function CodePreview({ run, idleText: givenIdleText }: CodePreviewProps) {
  const { t } = useLingui();
  const idleText = givenIdleText ?? t`Run the project to see it here.`;
  const [state, dispatch] = useReducer(previewReducer, idlePreview);
  const frame = useRef<HTMLIFrameElement>(null);
  const loads = useRef(0);
  const sentDocument = useRef(false);
  const secret = useMemo(() => (run ? runSecret() : ''), [run]);
  const live = state.status === 'loading' || state.status === 'running';

  useEffect(() => {
    if (!run) return;
    loads.current = 0;
    sentDocument.current = false;
    dispatch({ type: 'run', at: performance.now() });
  }, [run]);

  useEffect(() => {
    if (!run || !live) return;
    const onMessage = (event: MessageEvent) => {
      const window = frame.current?.contentWindow;
      const message = readPreviewMessage(event.data, secret);
      // The frame page relays the project's messages, so every one comes from the frame itself.
      if (!window || !message || event.source !== window) return;
      if (message.type === 'ready' && sentDocument.current) {
        // A second frame page in the same run is the frame navigating back to it.
        dispatch({ type: 'left' });
        return;
      }
      if (message.type === 'ready') {
        sentDocument.current = true;
        // Its origin is opaque, so it has no name to send to.
        window.postMessage({ previewDocument: run.document, secret }, '*');
      }
      dispatch({ type: 'message', message, at: performance.now() });
    };
    addEventListener('message', onMessage);
    const watchdog = setInterval(() => dispatch({ type: 'tick', at: performance.now() }), 500);
    return () => {
      removeEventListener('message', onMessage);
      clearInterval(watchdog);
    };
  }, [run, live, secret]);

  const statusText = {
    idle: idleText,
    loading: t`Starting the preview…`,
    running: t({ message: 'Running.', comment: 'The code box’s preview is running the project.' }),
    stopped: state.reason,
    frozen: state.reason,
  }[state.status];

  return (
    <div className={styles.preview}>
      <div className={styles.previewBar}>
        <p role="status" className={styles.previewStatus}>
          {statusText}
        </p>
        {live ? (
          <Button size="sm" variant="secondary" onClick={() => dispatch({ type: 'stop' })}>
            <Trans>Stop</Trans>
          </Button>
        ) : null}
      </div>
      <div className={styles.frameBox}>
        {run && live ? (
          <iframe
            key={run.id}
            ref={frame}
            src={run.frameUrl}
            sandbox="allow-scripts"
            onLoad={() => {
              loads.current += 1;
              if (loads.current > loadsOfOneRun) dispatch({ type: 'left' });
            }}
            title={t`Preview of your project`}
            className={styles.frame}
          />
        ) : (
          <p className={styles.frameEmpty}>
            {state.status === 'idle' ? idleText : t`The preview is closed.`}
          </p>
        )}
      </div>
      <section aria-label={t`Console`} className={styles.console}>
        <h3 className={styles.consoleHeading}>
          <Trans>Console</Trans>
        </h3>
        {state.entries.length ? (
          <ol role="log" className={styles.consoleLines}>
            {state.entries.map((entry) => (
              <li key={entry.id} data-level={entry.level} className={styles.consoleLine}>
                {entry.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.consoleEmpty}>
            <Trans>Nothing logged yet. console.log() writes here.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
