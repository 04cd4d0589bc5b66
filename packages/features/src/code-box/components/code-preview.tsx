import { endpointRoutes, mountedPath } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { useEffect, useReducer, useRef } from 'react';
import { idlePreview, previewReducer, readPreviewMessage } from '../model/preview-state';
import * as styles from './code-box.css';

/** The frame page the server serves with the sandbox's own policy. */
const frameUrl = mountedPath(endpointRoutes.codePreviewFrame);

export type CodePreviewProps = {
  /** The document to run; each new run (a new `runId`) starts a fresh frame. */
  run: { id: number; document: string } | null;
  /** Shown until the first run. */
  idleText?: string;
};

/**
 * Runs a project in a sandboxed frame (decision 0017): `sandbox="allow-scripts"` only, so it has
 * an opaque origin and cannot reach the page's cookies, storage or DOM, open popups or navigate
 * the page; the frame's own policy blocks every request. A watchdog closes a frame whose
 * heartbeat stops, and the console shows what the code logged and where it failed.
 */
export function CodePreview({
  run,
  idleText = 'Run the project to see it here.',
}: CodePreviewProps) {
  const [state, dispatch] = useReducer(previewReducer, idlePreview);
  const frame = useRef<HTMLIFrameElement>(null);
  const live = state.status === 'loading' || state.status === 'running';

  useEffect(() => {
    if (run) dispatch({ type: 'run', at: performance.now() });
  }, [run]);

  useEffect(() => {
    if (!run || !live) return;
    const onMessage = (event: MessageEvent) => {
      const window = frame.current?.contentWindow;
      if (!window || event.source !== window) return;
      const message = readPreviewMessage(event.data);
      if (!message) return;
      // The frame is ready for its document; its origin is opaque, so it has no name to send to.
      if (message.type === 'ready') window.postMessage({ previewDocument: run.document }, '*');
      dispatch({ type: 'message', message, at: performance.now() });
    };
    addEventListener('message', onMessage);
    const watchdog = setInterval(() => dispatch({ type: 'tick', at: performance.now() }), 500);
    return () => {
      removeEventListener('message', onMessage);
      clearInterval(watchdog);
    };
  }, [run, live]);

  const statusText = {
    idle: idleText,
    loading: 'Starting the preview…',
    running: 'Running.',
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
            Stop
          </Button>
        ) : null}
      </div>
      <div className={styles.frameBox}>
        {run && live ? (
          <iframe
            key={run.id}
            ref={frame}
            src={frameUrl}
            sandbox="allow-scripts"
            title="Preview of your project"
            className={styles.frame}
          />
        ) : (
          <p className={styles.frameEmpty}>
            {state.status === 'idle' ? idleText : 'The preview is closed.'}
          </p>
        )}
      </div>
      <section aria-label="Console" className={styles.console}>
        <h3 className={styles.consoleHeading}>Console</h3>
        {state.entries.length ? (
          <ol role="log" className={styles.consoleLines}>
            {state.entries.map((entry) => (
              <li key={entry.id} data-level={entry.level} className={styles.consoleLine}>
                {entry.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.consoleEmpty}>Nothing logged yet. console.log() writes here.</p>
        )}
      </section>
    </div>
  );
}
