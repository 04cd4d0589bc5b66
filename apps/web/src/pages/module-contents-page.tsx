import { Trans, useLingui } from '@lingui/react/macro';
import type { ModuleWithOutline } from '@sparked/contracts';
import { ModuleOutline, moduleQueryOptions, moduleStatusLabels } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { LoadFailed } from '../shared/load-failed';
import * as styles from '../shared/page.css';
import { PublishControls } from './module-publish-controls';

const route = getRouteApi('/_authenticated/_staff/educator/modules/$moduleId/contents');

function ModuleHeader({ module }: { module: ModuleWithOutline }) {
  const { t } = useLingui();
  const version = module.publishedVersion;
  return (
    <Stack gap={2}>
      <Link to="/educator/modules" className={styles.note}>
        <Trans>← All modules</Trans>
      </Link>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>{module.title}</h1>
        <PublishControls module={module} />
      </Inline>
      {module.role === 'viewer' ? null : (
        <nav aria-label={t`This module`} className={styles.inlineRow}>
          <Link to="/educator/modules/$moduleId/settings" params={{ moduleId: module.id }}>
            <Trans>Settings</Trans>
          </Link>
          <Link to="/educator/modules/$moduleId/authors" params={{ moduleId: module.id }}>
            <Trans>Authors</Trans>
          </Link>
        </nav>
      )}
      <span className={styles.inlineRow}>
        <Badge tone={module.status === 'published' ? 'success' : 'neutral'}>
          {moduleStatusLabels[module.status]}
        </Badge>
        {version !== null ? (
          <span className={styles.note}>
            {module.unpublishedChanges ? (
              <Trans>Version {version}, with changes not yet published</Trans>
            ) : (
              <Trans>Version {version}</Trans>
            )}
          </span>
        ) : null}
        {module.role === 'viewer' ? (
          <Badge>
            <Trans>You can view this module</Trans>
          </Badge>
        ) : null}
      </span>
    </Stack>
  );
}

type OutlineActivity = ModuleWithOutline['sections'][number]['units'][number]['activities'][number];

/** An activity's title as a link to its editor. */
function EditorLink({ moduleId, activity }: { moduleId: string; activity: OutlineActivity }) {
  const params = { moduleId, activityId: activity.id };
  switch (activity.type) {
    case 'ebook':
      return (
        <Link to="/modules/$moduleId/ebook/$activityId" params={params}>
          {activity.title}
        </Link>
      );
    case 'multi-ebook':
      return (
        <Link to="/modules/$moduleId/multi-ebook/$activityId" params={params}>
          {activity.title}
        </Link>
      );
    case 'iframe':
      return (
        <Link to="/modules/$moduleId/iframe/$activityId" params={params}>
          {activity.title}
        </Link>
      );
    case 'form':
      return (
        <Link to="/modules/$moduleId/form/$activityId" params={params}>
          {activity.title}
        </Link>
      );
    case 'scorm':
      return (
        <Link to="/modules/$moduleId/scorm/$activityId" params={params}>
          {activity.title}
        </Link>
      );
  }
}

/** "Preview", named for screen readers with the activity's title. */
function PreviewLabel({ title }: { title: string }) {
  return (
    <Trans>
      Preview<VisuallyHidden> {title}</VisuallyHidden>
    </Trans>
  );
}

/** A module's contents (spec §2): its outline, edited in place; read-only for viewers. */
export function ModuleContentsPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const { moduleId } = route.useRouteContext();
  const module = useQuery(moduleQueryOptions(session.client, moduleId));
  if (module.isPending) return <Spinner label={t`Loading the module`} />;
  if (module.isError) {
    return (
      <Stack gap={4}>
        <h1 className={styles.title}>
          <Trans>Module contents</Trans>
        </h1>
        <LoadFailed
          what={t`The module`}
          error={module.error}
          onRetry={() => void module.refetch()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <ModuleHeader module={module.data} />
      <ModuleOutline
        client={session.client}
        module={module.data}
        readOnly={module.data.role === 'viewer'}
        renderActivityTitle={(activity) =>
          module.data.role === 'viewer' ? (
            activity.title
          ) : (
            <EditorLink moduleId={moduleId} activity={activity} />
          )
        }
        renderActivityLinks={(activity) => (
          <Button asChild size="sm" variant="ghost">
            <Link
              to="/player/modules/$moduleId/activities/$activityId/preview"
              params={{ moduleId, activityId: activity.id }}
            >
              <PreviewLabel title={activity.title} />
            </Link>
          </Button>
        )}
      />
    </Stack>
  );
}
