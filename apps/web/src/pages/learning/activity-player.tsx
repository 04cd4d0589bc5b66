import { useLingui } from '@lingui/react/macro';
import type { CompletionRewards } from '@sparked/contracts';
import { ActivityView } from '@sparked/features/activity-views';
import {
  type ActivityPlace,
  activityAfter,
  activityStatusLabels,
  activityStatusTones,
  learnerActivityQueryOptions,
  learnerModuleQueryOptions,
  type OutlineActivity,
  usePlayerCalls,
  useTimeOnActivity,
} from '@sparked/features/learning';
import { activityTypeLabels } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { CompletionPanel } from './completion-panel';

export type ActivityPlayerProps = {
  place: ActivityPlace;
  /** A link to the activity after this one (or back to the map after the last). */
  renderNext: (next: OutlineActivity | undefined) => ReactNode;
};

/**
 * The activity player: the learner's view of an activity, marked by the server, with
 * where they left it, the time they spend saved as they go, and what completing it earned.
 */
export function ActivityPlayer({ place, renderNext }: ActivityPlayerProps) {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const activity = useQuery(learnerActivityQueryOptions(session.client, place));
  const outline = useQuery(learnerModuleQueryOptions(session.client, place));
  const [completion, setCompletion] = useState<CompletionRewards>();
  const calls = usePlayerCalls(session.client, place, setCompletion);
  useTimeOnActivity((seconds) => calls.saveProgress({ seconds }), activity.isSuccess);
  const learnerId = claims?.id ?? '';
  return (
    <QueryState
      query={activity}
      loading={t`Opening the activity`}
      what={t`This activity`}
      title={t`Activity`}
    >
      {(data) => {
        const next = outline.data ? activityAfter(outline.data, data.id) : undefined;
        return (
          <Stack gap={4}>
            <Stack gap={2}>
              <p className={styles.inlineRow}>
                <span className={styles.note}>
                  {activityTypeLabels[data.type as keyof typeof activityTypeLabels] ?? data.type}
                </span>
                <Badge tone={activityStatusTones[data.state.status]}>
                  {activityStatusLabels[data.state.status]}
                </Badge>
              </p>
              <h1 className={styles.title}>{data.title}</h1>
            </Stack>
            <Card>
              <ActivityView
                title={data.title}
                content={data.content}
                checkAnswer={calls.checkAnswer}
                submitForm={calls.submitForm}
                record={data.form}
                saveDraft={calls.saveDraft}
                initialPage={data.state.page}
                onPageChange={(page) =>
                  void calls.saveProgress({ page, seconds: 0 }).catch(() => {})
                }
                scorm={{
                  launch: calls.scormLaunch,
                  runtime: data.scorm?.runtime ?? null,
                  learnerId,
                  save: calls.saveScorm,
                }}
              />
            </Card>
            <CompletionPanel
              activity={data}
              completion={completion}
              complete={calls.complete}
              next={renderNext(next)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
