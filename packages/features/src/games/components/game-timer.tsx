import { plural } from '@lingui/core/macro';
import { useEffect, useMemo, useState } from 'react';
import { type Countdown, countdownAnnouncement, secondsLeft } from '../model/countdown';
import * as styles from './game.css';
import { useStageSay } from './stage-announcer';

/**
 * Seconds left on a question or a turn, on the server's clock. The number itself is a `timer` (not read
 * on every tick); the stage's live region (`StageAnnouncer`) is handed the moments that matter.
 */
export function GameTimer({
  clock,
  serverTime,
  onTimeUp,
}: {
  /** When the clock started and how long it runs: a question, or a password game's turn. */
  clock: Countdown;
  serverTime: string;
  onTimeUp?: () => void;
}) {
  // How far the server's clock is ahead of this device, taken when this view arrived.
  const offsetMs = useMemo(() => Date.parse(serverTime) - Date.now(), [serverTime]);
  const [left, setLeft] = useState(() => secondsLeft(clock, offsetMs, Date.now()));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(clock, offsetMs, Date.now()));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [clock, offsetMs]);
  useEffect(() => {
    if (left === 0) onTimeUp?.();
  }, [left, onTimeUp]);
  const say = useStageSay();
  useEffect(() => {
    const moment = countdownAnnouncement(left, clock.seconds);
    if (moment) say(moment);
  }, [left, clock.seconds, say]);
  return (
    <span
      role="timer"
      aria-label={plural(left, { one: '# second left', other: '# seconds left' })}
      className={styles.timer}
    >
      {left}
    </span>
  );
}
