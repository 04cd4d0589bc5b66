import type { SaveState } from '../api/use-activity-draft';
import * as styles from './activity-editor.css';

/** What the author is told about their work, by the save's state. */
export function saveStatusText(state: SaveState): string {
  switch (state.status) {
    case 'saved':
      return 'All changes saved';
    case 'unsaved':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'retrying':
      return 'Could not save. Trying again…';
    case 'offline':
      return 'Offline. Your changes are kept on this device and saved when the connection is back.';
    case 'conflict':
      return 'Someone else saved this activity after you opened it, so your latest changes were not saved. Copy what you need, then reload the page.';
    case 'refused':
      return `Not saved: ${state.message}`;
  }
}

/** The save indicator: read out politely as it changes, assertively when work is at risk. */
export function SaveStatus({ state }: { state: SaveState }) {
  const atRisk = state.status === 'conflict' || state.status === 'refused';
  return (
    <p role={atRisk ? 'alert' : 'status'} className={styles.saveStatus} data-status={state.status}>
      {saveStatusText(state)}
    </p>
  );
}
