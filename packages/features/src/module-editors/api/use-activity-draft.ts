import type { Activity } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiClient, callEndpoint } from '../../api-client';
import { activityKey, moduleKeys } from '../../modules';
import { savableContent } from '../model/blocks';
import { type ActivityDraft, clearBackup, readBackup, storeBackup } from '../model/draft-backup';
import { type EditHistory, record, redo, startHistory, undo } from '../model/edit-history';
import { offlineAfterFailures, retryDelay, saveFailure } from '../model/save-retry';
import { editableContent } from '../model/unfinished-questions';

/** How long after the last change the draft is saved: well within the 2 s authors are promised. */
export const autosaveDelayMs = 800;

export type SaveState =
  | { status: 'saved' | 'unsaved' | 'saving' }
  | { status: 'retrying' | 'offline'; failures: number }
  | { status: 'conflict' | 'refused'; message: string };

/**
 * An open activity's document with undo and redo, saved on its own: shortly after each change,
 * again with growing pauses while the connection or server fails, at once when the browser is back
 * online, and kept on the device meanwhile. A save someone else's save overtook (409) stops
 * autosave and says so, rather than overwrite their work.
 */
export function useActivityDraft(client: ApiClient, activity: Activity) {
  const queryClient = useQueryClient();
  const { moduleId, id: activityId } = activity;
  const serverDraft = { title: activity.title, content: editableContent(activity.content) };
  const [history, setHistory] = useState<EditHistory<ActivityDraft>>(() =>
    startHistory(readBackup(activityId, activity.updatedAt) ?? serverDraft),
  );
  const base = useRef(activity.updatedAt);
  const saved = useRef<ActivityDraft>(serverDraft);
  const failures = useRef(0);
  const [state, setState] = useState<SaveState>({ status: 'saved' });
  const draft = history.present;
  // Every edit makes a new document, so comparing identities is enough (and cheap on a large
  // one); undoing back to the saved document costs at most one save that changes nothing.
  const dirty = draft !== saved.current;

  const save = useCallback(async () => {
    const sending = draft;
    setState({ status: 'saving' });
    try {
      const { data } = await callEndpoint(client, 'updateActivity', {
        params: { moduleId, activityId },
        body: {
          title: sending.title,
          content: savableContent(sending.content),
          baseUpdatedAt: base.current,
        },
      });
      const retitled = sending.title !== saved.current.title;
      base.current = data.updatedAt;
      saved.current = sending;
      failures.current = 0;
      queryClient.setQueryData(activityKey(moduleId, activityId), data);
      // The outline shows the title: read the module again only when the title changed.
      if (retitled) {
        void queryClient.invalidateQueries({ queryKey: moduleKeys.detail(moduleId), exact: true });
      }
      clearBackup(activityId);
      setState({ status: 'saved' });
    } catch (error) {
      const kind = saveFailure(error);
      const message = error instanceof Error ? error.message : String(error);
      if (kind === 'conflict') setState({ status: 'conflict', message });
      else if (kind === 'refused') setState({ status: 'refused', message });
      else {
        failures.current += 1;
        const status = failures.current >= offlineAfterFailures ? 'offline' : 'retrying';
        setState({ status, failures: failures.current });
      }
    }
  }, [client, draft, moduleId, activityId, queryClient]);

  // Save a while after the last change, or after a pause that grows while saving fails.
  useEffect(() => {
    if (!dirty || state.status === 'conflict' || state.status === 'saving') return;
    const delay = failures.current > 0 ? retryDelay(failures.current) : autosaveDelayMs;
    // The device copy is written when typing pauses, as the save starts, not on every keystroke.
    const timer = setTimeout(() => {
      storeBackup(activityId, base.current, draft);
      void save();
    }, delay);
    return () => clearTimeout(timer);
  }, [dirty, draft, state.status, activityId, save]);

  useEffect(() => {
    // Back online: stop waiting out the pause and save shortly.
    const retryNow = () => {
      failures.current = 0;
      setState((current) =>
        current.status === 'retrying' || current.status === 'offline'
          ? { status: 'unsaved' }
          : current,
      );
    };
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, []);

  // Leaving with unsaved changes asks first; the device copy is there either way.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback(
    (update: (current: ActivityDraft) => ActivityDraft, mergeKey?: string) =>
      setHistory((current) => record(current, update(current.present), { mergeKey })),
    [],
  );

  return {
    draft,
    change,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    state: dirty && state.status === 'saved' ? { status: 'unsaved' as const } : state,
    dirty,
  };
}
