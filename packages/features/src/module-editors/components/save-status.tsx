import { t } from '@lingui/core/macro';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useEffect, useRef, useState } from 'react';
import type { SaveState } from '../api/use-activity-draft';
import * as styles from './activity-editor.css';

/** What the author is told about their work, by the save's state. */
export function saveStatusText(state: SaveState): string {
  switch (state.status) {
    case 'saved':
      return t`All changes saved`;
    case 'unsaved':
      return t`Unsaved changes`;
    case 'saving':
      return t`Saving…`;
    case 'retrying':
      return t`Could not save. Trying again…`;
    case 'offline':
      return t`Offline. Your changes are kept on this device and saved when the connection is back.`;
    case 'conflict':
      return t`Someone else saved this activity after you opened it, so your latest changes were not saved. Copy what you need, then reload the page.`;
    case 'refused':
      return t`Not saved: ${state.message}`;
  }
}

/** How long an outcome must hold before it is said: a burst of typing saves and is said once. */
export const settledAfterMs = 1000;

/** What is said once each status settles; work at risk is said at once, by the alert. */
function settledOutcome(status: SaveState['status']): string | undefined {
  if (status === 'saved') return t`Saved`;
  if (status === 'retrying' || status === 'offline') return saveStatusText({ status, failures: 1 });
  return undefined;
}

/**
 * What the polite live region says: "Saved" once a save has settled, or a save that failed and
 * is retried; nothing while the author types or a save runs (issue 42), and nothing on opening.
 */
function useSettledOutcome({ status }: SaveState) {
  const [outcome, setOutcome] = useState('');
  const worked = useRef(false);
  useEffect(() => {
    if (status === 'unsaved' || status === 'saving') {
      worked.current = true;
      // Emptied while work goes on, so the next "Saved" is a change a screen reader reads.
      setOutcome('');
      return;
    }
    if (status === 'saved' && !worked.current) return;
    const timer = setTimeout(() => setOutcome(settledOutcome(status) ?? ''), settledAfterMs);
    return () => clearTimeout(timer);
  }, [status]);
  return outcome;
}

/**
 * The save indicator: shown as it changes, read out only when it settles, and at once, as an
 * alert, when work is at risk.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const atRisk = state.status === 'conflict' || state.status === 'refused';
  const outcome = useSettledOutcome(state);
  return (
    <>
      {/* A new element when work is at risk, so the alert is read as it appears. */}
      <p
        key={atRisk ? 'at risk' : 'in hand'}
        role={atRisk ? 'alert' : undefined}
        className={styles.saveStatus}
        data-status={state.status}
      >
        {saveStatusText(state)}
      </p>
      <VisuallyHidden role="status">{outcome}</VisuallyHidden>
    </>
  );
}
