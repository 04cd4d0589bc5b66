import { Trans, useLingui } from '@lingui/react/macro';
import type { ModuleWithOutline } from '@sparked/contracts';
import { type ModuleLifecycleAction, useModuleLifecycle } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { useToasts } from '@sparked/ui/toast';

/** Publishing for owners and editors: the draft becomes the version learners see. */
export function PublishControls({ module }: { module: ModuleWithOutline }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const lifecycle = useModuleLifecycle(session.client);
  // Published, Publish gives way to Unpublish (and back): the one left takes focus.
  const focusAfterAction = useFocusAfterAction();
  if (module.role === 'viewer' || module.status === 'archived') return null;
  const run = (action: ModuleLifecycleAction, done: string) =>
    lifecycle.mutateAsync({ action, moduleId: module.id }).then(
      () => {
        notify({ type: 'success', title: t`Done`, message: done });
        focusAfterAction(() => ['#main-content [data-publishing]', '#main-content h1']);
      },
      (error: Error) => notify({ type: 'error', title: t`Not done`, message: error.message }),
    );
  const publishable = module.status === 'draft' || module.unpublishedChanges;
  return (
    <Inline gap={2}>
      {publishable ? (
        <Button
          data-publishing=""
          loading={lifecycle.isPending && lifecycle.variables?.action === 'publish'}
          onClick={() => void run('publish', t`Learners now see this version.`)}
        >
          {module.publishedVersion === null ? (
            <Trans>Publish</Trans>
          ) : (
            <Trans>Publish changes</Trans>
          )}
        </Button>
      ) : null}
      {module.status === 'published' ? (
        <Button
          variant="secondary"
          data-publishing=""
          loading={lifecycle.isPending && lifecycle.variables?.action === 'unpublish'}
          onClick={() => void run('unpublish', t`Learners no longer see this module.`)}
        >
          <Trans>Unpublish</Trans>
        </Button>
      ) : null}
    </Inline>
  );
}
