import { Trans, useLingui } from '@lingui/react/macro';
import type { Activity, ActivityType } from '@sparked/contracts';
import { currentModuleAuthorQueryOptions } from '@sparked/features/module-authors';
import {
  type ActivityDraftState,
  ActivityEditorFrame,
  EbookEditor,
  FormEditor,
  IframeEditor,
  MultiEbookEditor,
  ScormEditor,
  useActivityDraft,
  useUploadModuleImage,
} from '@sparked/features/module-editors';
import { activityQueryOptions, activityTypeLabels } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { TooltipProvider } from '@sparked/ui/tooltip';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from '../shared/page.css';

function BackToContents({ moduleId }: { moduleId: string }) {
  return (
    <Link to="/educator/modules/$moduleId/contents" params={{ moduleId }} className={styles.note}>
      <Trans>← Module contents</Trans>
    </Link>
  );
}

function TypeEditor({
  type,
  draft,
  moduleId,
}: {
  type: ActivityType;
  draft: ActivityDraftState;
  moduleId: string;
}) {
  const { session } = useSession();
  const upload = useUploadModuleImage(session.client, moduleId);
  const uploadImage = (file: File) => upload.mutateAsync(file);
  switch (type) {
    case 'ebook':
      return <EbookEditor draft={draft} uploadImage={uploadImage} />;
    case 'multi-ebook':
      return <MultiEbookEditor draft={draft} uploadImage={uploadImage} />;
    case 'iframe':
      return <IframeEditor client={session.client} draft={draft} />;
    case 'form':
      return <FormEditor draft={draft} />;
    case 'scorm':
      return <ScormEditor client={session.client} draft={draft} moduleId={moduleId} />;
  }
}

function LoadedEditor({ activity, type }: { activity: Activity; type: ActivityType }) {
  const { session } = useSession();
  const draft = useActivityDraft(session.client, activity);
  return (
    <ActivityEditorFrame draft={draft} navigation={<BackToContents moduleId={activity.moduleId} />}>
      <TypeEditor type={type} draft={draft} moduleId={activity.moduleId} />
    </ActivityEditorFrame>
  );
}

function Problem({ moduleId, text }: { moduleId: string; text: string }) {
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>
        <Trans>This activity could not be opened</Trans>
      </h1>
      <Card>
        <Stack gap={3} align="start">
          <p className={styles.lead}>{text}</p>
          <Button asChild variant="secondary">
            <Link to="/educator/modules/$moduleId/contents" params={{ moduleId }}>
              <Trans>Back to the module</Trans>
            </Link>
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * An activity editor page (spec §2 /modules/{m}/{type}/{a}): loads the activity's draft and opens
 * the editor of `type`; an activity of another type says which it is instead.
 */
export function ActivityEditorPage({
  moduleId,
  activityId,
  type,
}: {
  moduleId: string;
  activityId: string;
  type: ActivityType;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const activity = useQuery(activityQueryOptions(session.client, moduleId, activityId));
  const authorship = useQuery(currentModuleAuthorQueryOptions(session.client, moduleId));
  if (activity.isPending || authorship.isPending)
    return <Spinner label={t`Opening the activity`} />;
  if (activity.isError) return <Problem moduleId={moduleId} text={activity.error.message} />;
  // Routes guarded by role only (spec §2) still meet viewers; the server would refuse their saves.
  if (authorship.data?.role === 'viewer') {
    return <Problem moduleId={moduleId} text={t`You can view this module but not edit it.`} />;
  }
  if (activity.data.type !== type) {
    const { title } = activity.data;
    const actual = activityTypeLabels[activity.data.type].toLowerCase();
    const expected = activityTypeLabels[type].toLowerCase();
    return (
      <Problem
        moduleId={moduleId}
        text={t({
          message: `“${title}” is a ${actual}, not a ${expected}. Open it from the module's contents.`,
          comment: 'actual and expected are kinds of activity, such as e-book or form.',
        })}
      />
    );
  }
  // The editors' toolbars share one tooltip delay, skipped from one button to the next.
  return (
    <TooltipProvider>
      <LoadedEditor key={activity.data.id} activity={activity.data} type={type} />
    </TooltipProvider>
  );
}
