import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type LearnerContent,
  type ScormRuntime,
  type ScormSaved,
  scormMessageTypes,
} from '@sparked/contracts';
import { useEffect, useRef, useState } from 'react';
import { runtimeFromMessage, type ScormLaunch, startMessage } from '../model/scorm-bridge';
import * as styles from './activity-view.css';

type ScormContent = Extract<LearnerContent, { type: 'scorm' }>;

/** How the player (or the author's preview) runs a package: where, from where, and saving. */
export type ScormCalls = {
  /** Asks the server where the package's launcher is. */
  launch: (packageId: string) => Promise<ScormLaunch>;
  /** The runtime the last commit saved, to resume from; null to start afresh. */
  runtime: ScormSaved['runtime'];
  /** Who plays: the SCO's learner id. */
  learnerId: string;
  /** Saves a commit; absent in the author's preview, which saves nothing. */
  save?: (runtime: ScormRuntime) => Promise<unknown>;
};

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
const statusText: Record<SaveStatus, MessageDescriptor | null> = {
  idle: null,
  saving: msg`Saving your place…`,
  saved: msg`Your place is saved.`,
  failed: msg`Your place could not be saved. It is tried again at the next step.`,
};

/**
 * A SCORM package (decision 0036): the launcher on the sandbox origin, framed with scripts and
 * its own origin (never Sparked's), told once where to start, and listened to for commits, which
 * are saved one after another so a finish never overtakes the step before it.
 */
export function ScormView({
  content,
  title,
  scorm,
}: {
  content: ScormContent;
  title: string;
  scorm?: ScormCalls;
}) {
  const { t, i18n } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [launch, setLaunch] = useState<ScormLaunch>();
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The saved runtime when the package opened: later saves must not restart it.
  const opening = useRef(scorm?.runtime ?? null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const packageId = content.packageId;
  const launchOf = scorm?.launch;
  useEffect(() => {
    if (!packageId || !launchOf) return;
    let live = true;
    launchOf(packageId).then(
      (found) => live && setLaunch(found),
      (error: Error) => live && setProblem(error.message),
    );
    return () => {
      live = false;
    };
  }, [packageId, launchOf]);

  const save = scorm?.save;
  const learnerId = scorm?.learnerId ?? '';
  useEffect(() => {
    if (!launch) return;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== launch.origin) return;
      if ((event.data as { type?: unknown })?.type === scormMessageTypes.ready) {
        target.postMessage(startMessage(content, opening.current, learnerId), launch.origin);
        return;
      }
      const runtime = runtimeFromMessage(event.data);
      if (!runtime || !save) return;
      setStatus('saving');
      saving.current = saving.current
        .catch(() => undefined)
        .then(() => save(runtime))
        .then(
          () => setStatus('saved'),
          () => setStatus('failed'),
        );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launch, content, learnerId, save]);

  if (!packageId)
    return (
      <p className={styles.muted}>
        <Trans>This activity has no package yet.</Trans>
      </p>
    );
  if (problem)
    return (
      <p role="alert" className={styles.muted}>
        <Trans>The package could not be opened: {problem}</Trans>
      </p>
    );
  return (
    <div className={styles.blocks}>
      {launch ? (
        <iframe
          ref={frame}
          src={launch.launchUrl}
          title={content.title || title}
          className={styles.frame}
          style={{ aspectRatio: '4 / 3' }}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p role="status" className={styles.muted}>
          <Trans>Opening the package…</Trans>
        </p>
      )}
      <p role="status" className={styles.muted}>
        {save
          ? statusText[status] && i18n._(statusText[status])
          : t`A preview: nothing you do here is saved.`}
      </p>
    </div>
  );
}
