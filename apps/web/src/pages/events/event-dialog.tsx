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
        Join the event
      </Button>
    ) : null;
  }
  if (entry.claimedAt || entry.progress < event.quest.target) return null;
  return (
    <Button loading={claim.isPending} onClick={() => claim.mutate()}>
      Claim {rewardText(event)}
    </Button>
  );
}

function EventBody({ event, actions }: { event: SparkedEvent; actions: Actions }) {
  // The buttons' failures, said in the body, where the status is.
  const problem = actions.join.error ?? actions.claim.error;
  const { entry } = event;
  return (
    <Stack gap={3}>
      <p className={styles.note}>
        {windowText(event)} ·{' '}
        {event.participants === 1 ? '1 learner' : `${event.participants} learners`}
      </p>
      <p className={styles.lead}>
        The quest: {questText(event)} to earn {rewardText(event)}.
      </p>
      {entry ? (
        <Progress
          label="Your progress"
          value={entry.progress}
          max={event.quest.target}
          formatValue={(value, max) => `${value} of ${max}`}
        />
      ) : null}
      <p role="status" className={styles.lead}>
        {entry?.claimedAt
          ? `You earned ${rewardText(event)}. Well done!`
          : entry && entry.progress >= event.quest.target
            ? 'Quest done: claim your reward.'
            : entry
              ? 'You are taking part. Keep going!'
              : event.status === 'upcoming'
                ? 'You can join once it starts.'
                : event.status === 'ended'
                  ? 'This event has ended.'
                  : null}
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
  const { session } = useSession();
  const navigate = useNavigate();
  const event = useQuery(eventQueryOptions(session.client, slug));
  // One pair of actions for the buttons and the body, so the body can say why one failed.
  const actions = useEventActions(session.client, slug);
  const close = () => void navigate({ to: '/event-arena' });
  if (event.isPending) {
    return (
      <Dialog open onClose={close} title="Event">
        <Spinner label="Loading the event" />
      </Dialog>
    );
  }
  if (event.isError) {
    return (
      <Dialog open onClose={close} title="Event">
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
