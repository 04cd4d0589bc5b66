import type { GameQuestion } from '@sparked/contracts';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useEffect, useMemo, useState } from 'react';
import { countdownAnnouncement, secondsLeft } from '../model/countdown';
import * as styles from './game.css';

/**
 * The question's seconds left, on the server's clock. The number itself is a `timer` (not read
 * on every tick); a polite live region says the moments that matter.
 */
export function GameTimer({
  question,
  serverTime,
  onTimeUp,
}: {
  question: GameQuestion;
  serverTime: string;
  onTimeUp?: () => void;
}) {
  // How far the server's clock is ahead of this device, taken when this view arrived.
  const offsetMs = useMemo(() => Date.parse(serverTime) - Date.now(), [serverTime]);
  const [left, setLeft] = useState(() => secondsLeft(question, offsetMs, Date.now()));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(question, offsetMs, Date.now()));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [question, offsetMs]);
  useEffect(() => {
    if (left === 0) onTimeUp?.();
  }, [left, onTimeUp]);
  return (
    <>
      <span role="timer" aria-label={`${left} seconds left`} className={styles.timer}>
        {left}
      </span>
      <VisuallyHidden aria-live="polite">
        {countdownAnnouncement(left, question.seconds) ?? ''}
      </VisuallyHidden>
    </>
  );
}
