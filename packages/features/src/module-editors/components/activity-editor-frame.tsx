import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { TextField } from '@sparked/ui/text-field';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { activityTypeLabels } from '../../modules';
import type { useActivityDraft } from '../api/use-activity-draft';
import * as styles from './activity-editor.css';
import { SaveStatus } from './save-status';

export type ActivityDraftState = ReturnType<typeof useActivityDraft>;

export type ActivityEditorFrameProps = {
  draft: ActivityDraftState;
  /** Back to the module's contents, and anything else the page puts beside it (preview). */
  navigation: ReactNode;
  children: ReactNode;
};

/** Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, except where a text editor keeps its own undo. */
function historyKeys(draft: ActivityDraftState) {
  return (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.isContentEditable || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey && draft.canUndo) draft.undo();
    else if ((key === 'y' || (key === 'z' && event.shiftKey)) && draft.canRedo) draft.redo();
    else return;
    event.preventDefault();
  };
}

/**
 * What every activity editor shares: the way back, the activity's title, undo and redo across the
 * whole document, and the save indicator. The type's own fields go in `children`.
 */
export function ActivityEditorFrame({ draft, navigation, children }: ActivityEditorFrameProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { title, content } = draft.draft;
  const kind = activityTypeLabels[content.type];
  const shownTitle = title || t({ message: 'Untitled', comment: 'An activity with no title yet.' });
  return (
    <section aria-labelledby={headingId} className={styles.frame} onKeyDown={historyKeys(draft)}>
      <div className={styles.toolbar}>
        <Inline gap={3} align="center" wrap>
          {navigation}
        </Inline>
        <Inline gap={2} align="center" wrap>
          <SaveStatus state={draft.state} />
          <Button size="sm" variant="secondary" disabled={!draft.canUndo} onClick={draft.undo}>
            <Trans>Undo</Trans>
          </Button>
          <Button size="sm" variant="secondary" disabled={!draft.canRedo} onClick={draft.redo}>
            <Trans>Redo</Trans>
          </Button>
        </Inline>
      </div>
      <h1 id={headingId} className={styles.heading}>
        {kind}: {shownTitle}
      </h1>
      <TextField
        label={t`Activity title`}
        value={title}
        maxLength={200}
        required
        onChange={(event) =>
          draft.change((current) => ({ ...current, title: event.target.value }), 'title')
        }
      />
      {children}
    </section>
  );
}
