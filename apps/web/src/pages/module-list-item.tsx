import { Trans, useLingui } from '@lingui/react/macro';
import type { ModuleWithOutline } from '@sparked/contracts';
import {
  formatEditedAt,
  type ModuleLifecycleAction,
  moduleStatusLabels,
  useModuleLifecycle,
} from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import * as styles from '../shared/page.css';
import { useReportedAction } from '../shared/use-reported-action';

type ModuleSummary = Omit<ModuleWithOutline, 'sections'>;

const statusTone = { draft: 'neutral', published: 'success', archived: 'accent' } as const;

/** What an action did, for its toast, in the language active now. */
function useDoneMessages(): Record<ModuleLifecycleAction, (title: string) => string> {
  const { t } = useLingui();
  return {
    duplicate: (title) => t`“${title}” was copied as a new draft.`,
    archive: (title) => t`“${title}” is archived. Learners no longer find it.`,
    restore: (title) => t`“${title}” is back as a draft.`,
    publish: (title) => t`“${title}” is published.`,
    unpublish: (title) => t`“${title}” is hidden from learners.`,
  };
}

/**
 * Duplicate for every author; archive and restore for owners, with undo on the toast. Afterwards
 * focus goes to the copy's title, or to the button that took the pressed one's place, or (the
 * module left the list) to the page's heading (decision 0044).
 */
function ModuleActions({ module }: { module: ModuleSummary }) {
  const doneMessages = useDoneMessages();
  const { title } = module;
  const { session } = useSession();
  const report = useReportedAction();
  const lifecycle = useModuleLifecycle(session.client);
  const focusAfterAction = useFocusAfterAction();
  const row = useRef<HTMLDivElement>(null);
  const run = async (action: ModuleLifecycleAction, undo?: ModuleLifecycleAction) => {
    let changed: { id: string } | undefined;
    const done = await report(
      async () => {
        changed = await lifecycle.mutateAsync({ action, moduleId: module.id });
      },
      doneMessages[action](module.title),
      undo && (() => void run(undo)),
    );
    if (!done || !changed) return;
    const contents = `#main-content a[href$="/educator/modules/${changed.id}/contents"]`;
    focusAfterAction(() =>
      action === 'duplicate'
        ? [contents]
        : [row.current?.querySelector('[data-lifecycle]'), contents, '#main-content h1'],
    );
  };
  const busy = lifecycle.isPending;
  // The pressed button shows it is working and keeps focus; the others wait.
  const state = (action: ModuleLifecycleAction) => ({
    loading: busy && lifecycle.variables?.action === action,
    disabled: busy && lifecycle.variables?.action !== action,
  });
  return (
    <div ref={row} className={styles.inlineRow}>
      <Button
        size="sm"
        variant="secondary"
        {...state('duplicate')}
        onClick={() => void run('duplicate')}
      >
        <Trans>
          Duplicate<VisuallyHidden> {title}</VisuallyHidden>
        </Trans>
      </Button>
      {module.role !== 'owner' ? null : module.status === 'archived' ? (
        <Button
          size="sm"
          variant="secondary"
          data-lifecycle=""
          {...state('restore')}
          onClick={() => void run('restore')}
        >
          <Trans>
            Restore<VisuallyHidden> {title}</VisuallyHidden>
          </Trans>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          data-lifecycle=""
          {...state('archive')}
          onClick={() => void run('archive', 'restore')}
        >
          <Trans>
            Archive<VisuallyHidden> {title}</VisuallyHidden>
          </Trans>
        </Button>
      )}
    </div>
  );
}

/** One module of the list: its title opens the contents; status, role and last edit beside it. */
export function ModuleListItem({ module }: { module: ModuleSummary }) {
  return (
    <li>
      <Card
        as="article"
        headingLevel={2}
        heading={
          <Link
            to="/educator/modules/$moduleId/contents"
            params={{ moduleId: module.id }}
            className={styles.headingLink}
          >
            <bdi>{module.title}</bdi>
          </Link>
        }
      >
        <div className={styles.itemMeta}>
          <span className={styles.inlineRow}>
            <Badge tone={statusTone[module.status]}>{moduleStatusLabels[module.status]}</Badge>
            {module.unpublishedChanges && module.publishedVersion !== null ? (
              <Badge tone="primary">
                <Trans>Unpublished changes</Trans>
              </Badge>
            ) : null}
            {module.role === 'owner' ? null : (
              <Badge>
                {module.role === 'editor' ? (
                  <Trans>You are an editor</Trans>
                ) : (
                  <Trans>You are a viewer</Trans>
                )}
              </Badge>
            )}
          </span>
          <p className={styles.note}>{formatEditedAt(module.updatedAt)}</p>
          <ModuleActions module={module} />
        </div>
      </Card>
    </li>
  );
}
