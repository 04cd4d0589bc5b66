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
    return (
      <p className={styles.refill}>
        Next energy in{' '}
        <span role="timer" className={styles.countdown}>
          {formatCountdown(remaining)}
        </span>
      </p>
    );
  }
  if (cap !== undefined && balance >= cap) return <p className={styles.refill}>Energy full</p>;
  return null;
}
