import { Trans, useLingui } from '@lingui/react/macro';
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
function useEarnedText(completion: CompletionRewards | undefined): string {
  const { t } = useLingui();
  if (!completion) return '';
  const totals = new Map<WalletName, number>();
  for (const { wallet, amount } of completion.rewards)
    totals.set(wallet, (totals.get(wallet) ?? 0) + amount);
  const amounts = [...totals].map(([wallet, amount]) => formatWalletAmount(amount, wallet));
  if (amounts.length === 0) return '';
  const last = amounts.pop() ?? '';
  const rest = amounts.join(', ');
  const earned = amounts.length
    ? t({ message: `${rest} and ${last}`, comment: 'The last two of a list of amounts earned.' })
    : last;
  return ` ${t`You earned ${earned}.`}`;
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
  const { t } = useLingui();
  const earned = useEarnedText(completion);
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
  const passMark = activity.content.type === 'form' ? activity.content.passMark : 0;
  const masteryScore = activity.content.type === 'scorm' ? activity.content.masteryScore : null;
  const countdown = formatCountdown(wait);
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
                  ? t`You finished the whole module!`
                  : t`Done: this activity is complete.`}
                {earned}
                {completion?.certificateId ? ` ${t`A certificate was issued in your name.`}` : ''}
              </p>
              {completion?.certificateId ? (
                <p>
                  <Link to="/certificates/$id" params={{ id: completion.certificateId }}>
                    <Trans>View your certificate</Trans>
                  </Link>
                </p>
              ) : null}
              {completion ? <CompletionCelebrations completion={completion} /> : null}
            </>
          ) : activity.content.type === 'form' ? (
            <p className={styles.note}>
              <Trans>Reach the pass mark of {passMark}% to complete this form.</Trans>
            </p>
          ) : activity.content.type === 'scorm' ? (
            <p className={styles.note}>
              {activity.content.masteryScore === null
                ? t`Finish the package to complete this activity.`
                : t`Finish the package with at least ${masteryScore}% to complete this activity.`}
            </p>
          ) : timed && wait > 0 ? (
            <p className={styles.note}>
              <Trans>Keep the page open: this activity completes in {countdown}.</Trans>
            </p>
          ) : null}
        </div>
        {done ? (
          next
        ) : activity.content.type === 'form' ||
          activity.content.type === 'scorm' ||
          (timed && wait > 0) ? null : (
          <Button loading={sending} onClick={() => void finish()}>
            {timed ? <Trans>Mark as done</Trans> : <Trans>I have finished reading</Trans>}
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
