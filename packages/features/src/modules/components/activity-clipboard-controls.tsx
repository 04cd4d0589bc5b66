import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityContent } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useState } from 'react';
import { type ApiClient, callEndpoint } from '../../api-client';
import {
  clipboardDropTarget,
  clipboardPreviewImage,
  PasteFromClipboard,
  useCopyToClipboard,
} from '../../clipboard';
import { copiedActivity, pastedActivity } from '../model/activity-clipboard';
import { activityTypeLabels } from '../model/module-presentation';

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
  const { copy, copying, copied } = useCopyToClipboard('activity');
  const { title } = activity;
  // Reading the activity comes first, so the button is busy (and ignores presses) from the press.
  const [reading, setReading] = useState(false);
  const copyActivity = async () => {
    if (reading || copying) return;
    setReading(true);
    try {
      const { data } = await callEndpoint(client, 'activity', {
        params: { moduleId, activityId: activity.id },
      });
      const label = activityTypeLabels[data.type];
      setReading(false);
      await copy({
        title: data.title,
        preview: clipboardPreviewImage(label, data.title),
        data: copiedActivity(data.content),
      });
    } finally {
      setReading(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={reading || copying}
      onClick={() => void copyActivity().catch(() => {})}
    >
      {copied ? (
        <Trans>
          Copied<VisuallyHidden> {title} to the clipboard</VisuallyHidden>
        </Trans>
      ) : (
        <Trans>
          Copy<VisuallyHidden> {title} to the clipboard</VisuallyHidden>
        </Trans>
      )}
    </Button>
  );
}

/** Pastes a clipboard activity at the end of a unit, picked by the keyboard. */
export function PasteIntoUnit({
  unitTitle,
  onPaste,
}: {
  unitTitle: string;
  onPaste: PasteActivity;
}) {
  const { t } = useLingui();
  return (
    <PasteFromClipboard
      kind="activity"
      label={t`From the clipboard into ${unitTitle}`}
      read={pastedActivity}
      onPaste={onPaste}
    />
  );
}

/** A unit's activity list as a drop target for activities dragged out of the clipboard panel. */
export const activityDropTarget = (onPaste: PasteActivity) =>
  clipboardDropTarget(pastedActivity, onPaste);
