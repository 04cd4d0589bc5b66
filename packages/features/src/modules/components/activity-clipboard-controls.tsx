import type { ActivityContent } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { getClipboardDragData, isClipboardDrag } from '@sparked/ui/clipboard-panel';
import { Select } from '@sparked/ui/select';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { type DragEvent, useState } from 'react';
import { type ApiClient, callEndpoint } from '../../api-client';
import { useClipboard, useCopyToClipboard } from '../../clipboard';
import { copiedActivity, pastedActivity } from '../model/activity-clipboard';
import { activityTypeLabels } from '../model/module-presentation';
import { activityPreviewImage } from './activity-preview-image';
import * as styles from './module-outline.css';

/** Adds a pasted activity to a unit: its title and content, as copied. */
export type PasteActivity = (title: string, content: ActivityContent) => Promise<unknown>;

/** Copies an activity, with its current draft content, to the activity clipboard. */
export function CopyActivityButton({
  client,
  moduleId,
  activity,
}: {
  client: ApiClient;
  moduleId: string;
  activity: { id: string; title: string; type: ActivityContent['type'] };
}) {
  const { copy, copied } = useCopyToClipboard('activity');
  const [copying, setCopying] = useState(false);
  const copyActivity = async () => {
    setCopying(true);
    try {
      const { data } = await callEndpoint(client, 'activity', {
        params: { moduleId, activityId: activity.id },
      });
      const label = activityTypeLabels[data.type];
      await copy({
        title: data.title,
        preview: activityPreviewImage(label, data.title),
        data: copiedActivity(data.content),
      });
    } finally {
      setCopying(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={copying}
      onClick={() => void copyActivity().catch(() => {})}
    >
      {copied ? 'Copied' : 'Copy'}
      <VisuallyHidden> {activity.title} to the clipboard</VisuallyHidden>
    </Button>
  );
}

/**
 * Pastes a clipboard activity at the end of a unit, for the keyboard: pick the item, then
 * "Paste here". Shown only while the activity clipboard holds something.
 */
export function PasteIntoUnit({
  unitTitle,
  onPaste,
}: {
  unitTitle: string;
  onPaste: PasteActivity;
}) {
  const { lists } = useClipboard();
  const [chosen, setChosen] = useState<string>();
  const [pasting, setPasting] = useState(false);
  const items = lists.activity.filter((item) => pastedActivity(item.data));
  if (items.length === 0) return null;
  const item = items.find((candidate) => candidate.id === chosen) ?? items[0];
  const paste = async () => {
    const content = item ? pastedActivity(item.data) : null;
    if (!item || !content) return;
    setPasting(true);
    try {
      await onPaste(item.title, content);
    } finally {
      setPasting(false);
    }
  };
  return (
    <div className={styles.inlineForm}>
      <Select
        label={`From the clipboard into ${unitTitle}`}
        options={items.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        value={item?.id}
        onValueChange={setChosen}
      />
      <Button
        size="sm"
        variant="secondary"
        loading={pasting}
        onClick={() => void paste().catch(() => {})}
      >
        Paste here
      </Button>
    </div>
  );
}

/** A unit's activity list as a drop target for items dragged out of the clipboard panel. */
export function clipboardDropTarget(onPaste: PasteActivity) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!isClipboardDrag(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (event: DragEvent) => {
      const item = getClipboardDragData(event.dataTransfer) as { title?: unknown; data?: unknown };
      const content = pastedActivity(item?.data);
      if (!content || typeof item.title !== 'string') return;
      event.preventDefault();
      void onPaste(item.title, content).catch(() => {});
    },
  };
}
