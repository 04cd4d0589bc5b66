import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SparkedEvent } from '@sparked/contracts';
import {
  eventQueryOptions,
  questText,
  rewardText,
  useEventActions,
  windowText,
} from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Dialog } from '@sparked/ui/dialog';
import { Progress } from '@sparked/ui/progress';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { learnersText } from './event-text';

type Actions = ReturnType<typeof useEventActions>;

/** Join, claim, or where the student stands: what the event asks of them now. */
function EventActions({ event, actions }: { event: SparkedEvent; actions: Actions }) {
  const { claims } = useSession();
  const { join, claim } = actions;
  const { entry } = event;
  if (claims?.user_role !== 'student') return null;
  if (!entry) {
    return event.status === 'live' ? (
      <Button loading={join.isPending} onClick={() => join.mutate()}>
        <Trans>Join the event</Trans>
      </Button>
    ) : null;
  }
  if (entry.claimedAt || entry.progress < event.quest.target) return null;
  const reward = rewardText(event);
  return (
    <Button loading={claim.isPending} onClick={() => claim.mutate()}>
      <Trans>Claim {reward}</Trans>
    </Button>
  );
}

/** Where the student stands with the event, in one sentence; nothing for a live one not joined. */
function statusText(event: SparkedEvent): string | null {
  const { entry } = event;
  if (entry?.claimedAt) {
    const reward = rewardText(event);
    return t`You earned ${reward}. Well done!`;
  }
  if (entry && entry.progress >= event.quest.target) return t`Quest done: claim your reward.`;
  if (entry) return t`You are taking part. Keep going!`;
  if (event.status === 'upcoming') return t`You can join once it starts.`;
  if (event.status === 'ended') return t`This event has ended.`;
  return null;
}

function EventBody({ event, actions }: { event: SparkedEvent; actions: Actions }) {
  const { t } = useLingui();
  // The buttons' failures, said in the body, where the status is.
  const problem = actions.join.error ?? actions.claim.error;
  const { entry } = event;
  const window = windowText(event);
  const learners = learnersText(event.participants);
  const quest = questText(event);
  const reward = rewardText(event);
  return (
    <Stack gap={3}>
      <p className={styles.note}>
        {window} · {learners}
      </p>
      <p className={styles.lead}>
        <Trans>
          The quest: {quest} to earn {reward}.
        </Trans>
      </p>
      {entry ? (
        <Progress
          label={t`Your progress`}
          value={entry.progress}
          max={event.quest.target}
          formatValue={(value, max) => t`${value} of ${max}`}
        />
      ) : null}
      <p role="status" className={styles.lead}>
        {statusText(event)}
      </p>
      {problem ? (
        <p role="alert" className={styles.errorText}>
          {problem.message}
        </p>
      ) : null}
    </Stack>
  );
}

/** An event's details over the list (spec §2 …/event-arena/{event}); closing goes back to it. */
export function EventDialog({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const navigate = useNavigate();
  const event = useQuery(eventQueryOptions(session.client, slug));
  // One pair of actions for the buttons and the body, so the body can say why one failed.
  const actions = useEventActions(session.client, slug);
  const close = () => void navigate({ to: '/event-arena' });
  if (event.isPending) {
    return (
      <Dialog open onClose={close} title={t`Event`}>
        <Spinner label={t`Loading the event`} />
      </Dialog>
    );
  }
  if (event.isError) {
    return (
      <Dialog open onClose={close} title={t`Event`}>
        <p role="alert" className={styles.errorText}>
          {event.error.message}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={close}
      title={event.data.title}
      description={event.data.description || undefined}
      actions={<EventActions event={event.data} actions={actions} />}
    >
      <EventBody event={event.data} actions={actions} />
    </Dialog>
  );
}
