import { Trans } from '@lingui/react/macro';
import type { GameRoom } from '@sparked/contracts';
import { GameTimer } from '@sparked/features/games';
import * as page from '../../shared/page.css';
import * as styles from './games.css';

/** The question on screen, its place in the game, and its timer while it is running. */
export function QuestionHeading({
  room,
  timed,
  onTimeUp,
}: {
  room: GameRoom;
  timed: boolean;
  onTimeUp?: () => void;
}) {
  const question = room.question;
  if (!question) return null;
  const number = question.index + 1;
  const count = room.questionCount;
  return (
    <div className={styles.questionHead}>
      <h2 className={styles.prompt}>
        <span className={page.note}>
          <Trans>
            Question {number} of {count}
          </Trans>
        </span>
        <br />
        {question.prompt}
      </h2>
      {timed ? (
        <GameTimer
          key={question.index}
          clock={question}
          serverTime={room.serverTime}
          onTimeUp={onTimeUp}
        />
      ) : null}
    </div>
  );
}
