import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatCountdown, secondsLeft } from '../model/countdown';
import { useNow } from './use-now';
import * as styles from './wallet-bar.css';

export type EnergyRefillProps = {
  /** Seconds until the next refill when the wallets were read; undefined when none is due. */
  seconds: number | undefined;
  /** When the wallets were read (ms). */
  reportedAt: number;
  balance: number;
  cap: number | undefined;
  /** The countdown ran out: the wallets should be read again. */
  onDue(): void;
};

/** "Next energy in 12:34", counting down each second, or "Energy full" at the cap. */
export function EnergyRefill({ seconds, reportedAt, balance, cap, onDue }: EnergyRefillProps) {
  const now = useNow(1000, seconds !== undefined);
  const remaining = seconds === undefined ? undefined : secondsLeft(seconds, reportedAt, now);
  const due = remaining === 0;
  // The scheduled re-read covers a visible page; this one covers a tab that was in the background.
  useEffect(() => {
    if (due) onDue();
  }, [due, onDue]);

  if (remaining !== undefined) {
    const countdown = formatCountdown(remaining);
    return (
      <p className={styles.refill}>
        <Trans comment="When the next unit of energy arrives; countdown is a clock such as 12:34.">
          Next energy in{' '}
          <span role="timer" className={styles.countdown}>
            {countdown}
          </span>
        </Trans>
      </p>
    );
  }
  if (cap !== undefined && balance >= cap) {
    return (
      <p className={styles.refill}>
        <Trans>Energy full</Trans>
      </p>
    );
  }
  return null;
}
