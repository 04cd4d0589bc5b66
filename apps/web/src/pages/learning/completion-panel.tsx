import type { CompletionRewards, LearnerActivity, WalletName } from '@sparked/contracts';
import { formatCountdown, formatWalletAmount, useNow } from '@sparked/features/wallet';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from '../../shared/page.css';
import { CompletionCelebrations } from './completion-celebrations';

/**
 * "20 experience points and 5 achievement points", or nothing when nothing was earned: one sum a
 * wallet, though the activity, the module and a streak each reward on their own.
 */
function earnedText(completion: CompletionRewards): string {
  const totals = new Map<WalletName, number>();
  for (const { wallet, amount } of completion.rewards)
    totals.set(wallet, (totals.get(wallet) ?? 0) + amount);
  const amounts = [...totals].map(([wallet, amount]) => formatWalletAmount(amount, wallet));
  if (amounts.length === 0) return '';
  const last = amounts.pop();
  return ` You earned ${amounts.length ? `${amounts.join(', ')} and ${last}` : last}.`;
}

/** Seconds an iframe activity must still stay open, counted from when it was first opened. */
function useSecondsToWait(activity: LearnerActivity): number {
  const required =
    activity.content.type === 'iframe' && activity.state.status !== 'completed'
      ? activity.content.requiredSeconds
      : 0;
  const [shownAt] = useState(Date.now);
  // The server counts from its own first opening; a clock that differs is corrected by the
  // server's refusal, which says how long is left.
  const start = activity.state.openedAt ? Date.parse(activity.state.openedAt) : shownAt;
  const now = useNow(1000, required > 0);
  return required > 0 ? Math.max(0, Math.ceil(required - (now - start) / 1000)) : 0;
}

/**
 * How an activity ends: a done state with what it earned and the way on; for e-books a button
 * to say they are read; for embedded pages a countdown that completes them when it runs out;
 * for forms a pointer to passing them; SCORM packages complete themselves.
 */
export function CompletionPanel({
  activity,
  completion,
  complete,
  next,
}: {
  activity: LearnerActivity;
  completion: CompletionRewards | undefined;
  complete: () => Promise<unknown>;
  next: ReactNode;
}) {
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const wait = useSecondsToWait(activity);
  const done = activity.state.status === 'completed';
  const finish = async () => {
    setSending(true);
    setProblem(undefined);
    try {
      await complete();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  // An embedded page completes itself once its time is up, once.
  const autoCompleted = useRef(false);
  const timed = activity.content.type === 'iframe';
  useEffect(() => {
    if (!timed || done || wait > 0 || autoCompleted.current) return;
    autoCompleted.current = true;
    void finish();
  });
  return (
    <Card>
      <Stack gap={3} align="start">
        <div role="status">
          {done ? (
            <>
              <p className={styles.lead}>
                {completion?.moduleCompleted
                  ? 'You finished the whole module!'
                  : 'Done: this activity is complete.'}
                {completion ? earnedText(completion) : ''}
                {completion?.certificateId ? ' A certificate was issued in your name.' : ''}
              </p>
              {completion?.certificateId ? (
                <p>
                  <Link to="/certificates/$id" params={{ id: completion.certificateId }}>
                    View your certificate
                  </Link>
                </p>
              ) : null}
              {completion ? <CompletionCelebrations completion={completion} /> : null}
            </>
          ) : activity.content.type === 'form' ? (
            <p className={styles.note}>
              Reach the pass mark of {activity.content.passMark}% to complete this form.
            </p>
          ) : activity.content.type === 'scorm' ? (
            <p className={styles.note}>
              {activity.content.masteryScore === null
                ? 'Finish the package to complete this activity.'
                : `Finish the package with at least ${activity.content.masteryScore}% to complete this activity.`}
            </p>
          ) : timed && wait > 0 ? (
            <p className={styles.note}>
              Keep the page open: this activity completes in {formatCountdown(wait)}.
            </p>
          ) : null}
        </div>
        {done ? (
          next
        ) : activity.content.type === 'form' ||
          activity.content.type === 'scorm' ||
          (timed && wait > 0) ? null : (
          <Button loading={sending} onClick={() => void finish()}>
            {timed ? 'Mark as done' : 'I have finished reading'}
          </Button>
        )}
        {problem ? (
          <p role="alert" className={styles.errorText}>
            {problem}
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}
