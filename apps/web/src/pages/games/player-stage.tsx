import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameRoom } from '@sparked/contracts';
import { GameAnswer, type GameMove, GameStandings } from '@sparked/features/games';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import * as page from '../../shared/page.css';
import { finishLine, outcomeOf, placeLine, playedEveryLine } from './game-words';
import * as styles from './games.css';
import { QuestionHeading } from './question-heading';
import type { StageProps as RoomStageProps } from './room-shell';

type StageProps = RoomStageProps<GameRoom, GameMove>;

/** A question to answer; `then` renders what follows once it is settled (answered or timed out). */
function Question({
  room,
  move,
  busy,
  then,
}: StageProps & { then?: (settled: boolean) => ReactNode }) {
  const { t } = useLingui();
  const question = room.question;
  const [timeUp, setTimeUp] = useState(false);
  if (!question) return null;
  const answer = room.seat?.answer ?? null;
  const open = room.phase !== 'reveal' && !room.reveal && !answer && !timeUp;
  return (
    <Stack gap={4}>
      <QuestionHeading
        room={room}
        timed={!room.reveal && !answer}
        onTimeUp={() => setTimeUp(true)}
      />
      <GameAnswer
        question={question}
        given={answer}
        reveal={room.reveal}
        disabled={!open || busy}
        onAnswer={(given) => move({ kind: 'answer', questionIndex: question.index, given })}
      />
      {/* Shown, not live: the stage's one live region says it (playerAnnouncement). */}
      <p className={styles.bigNumber}>
        {room.reveal || answer ? outcomeOf(room) : timeUp ? t`Time is up.` : ''}
      </p>
      {room.reveal?.explanation ? (
        <p className={styles.explanation}>{room.reveal.explanation}</p>
      ) : null}
      {then?.(!open)}
    </Stack>
  );
}

function Podium({ room }: { room: GameRoom }) {
  const { t } = useLingui();
  const seat = room.seat;
  return (
    <Card as="section" heading={t`Final standings`} headingLevel={2}>
      <Stack gap={4}>
        {seat ? <p className={styles.bigNumber}>{finishLine(seat)}</p> : null}
        <GameStandings standings={room.standings} mine={seat?.playerId} label={t`Top players`} />
        <div>
          <Link to="/game-arena">
            <Trans>Back to the game arena</Trans>
          </Link>
        </div>
      </Stack>
    </Card>
  );
}

/** A self-paced game: start, answer, see why, next, until every question is played. */
function SelfPaced(props: StageProps) {
  const { t } = useLingui();
  const { room, move, busy } = props;
  const seat = room.seat;
  if (seat?.finished) {
    const summary = <p className={styles.bigNumber}>{playedEveryLine(seat)}</p>;
    return <Card>{room.question ? <Question {...props} then={() => summary} /> : summary}</Card>;
  }
  const questions = plural(room.questionCount, { one: '# question', other: '# questions' });
  const seconds = plural(room.secondsPerQuestion, {
    one: '# second each',
    other: '# seconds each',
  });
  const next = (label: string, ready: boolean) => (
    <div>
      <Button loading={busy} disabled={!ready} onClick={() => move({ kind: 'next' })}>
        {label}
      </Button>
    </div>
  );
  return (
    <Card>
      {room.question ? (
        <Question
          key={room.question.index}
          {...props}
          then={(settled) => next(t`Next question`, settled)}
        />
      ) : (
        <Stack gap={4}>
          <p className={page.lead}>
            <Trans>
              {questions}, {seconds}. Faster right answers score more.
            </Trans>
          </p>
          {next(t({ message: 'Start', comment: 'Starts a self-paced game.' }), true)}
        </Stack>
      )}
    </Card>
  );
}

/**
 * A player's screen, whatever the room's phase. Nothing on it is live: the room screen's one live
 * region says what changes (`playerAnnouncement`, the timer's moments).
 */
export function PlayerStage(props: StageProps) {
  const { t } = useLingui();
  const { room, move, busy } = props;
  const joined = room.playerCount;
  const seat = room.seat;
  if (room.phase === 'podium') return <Podium room={room} />;
  if (room.mode === 'self-paced') return <SelfPaced {...props} />;
  switch (room.phase) {
    case 'lobby':
      return (
        <Card as="section" heading={t`You're in`} headingLevel={2}>
          <Stack gap={3} align="start">
            <p className={styles.bigNumber}>{seat?.nickname}</p>
            <p className={page.note}>
              <Trans>
                This is your name in the game. Names are made up by Sparked, so nobody can be unkind
                with one.
              </Trans>
            </p>
            <Button variant="secondary" loading={busy} onClick={() => move({ kind: 'nickname' })}>
              <Trans>Another name</Trans>
            </Button>
            <p className={page.note}>
              <Trans>Waiting for the host to start. {joined} joined.</Trans>
            </p>
          </Stack>
        </Card>
      );
    case 'question':
    case 'reveal':
      return (
        <Card>
          <Question key={room.question?.index} {...props} />
        </Card>
      );
    case 'scoreboard':
      return (
        <Card as="section" heading={t`Scoreboard`} headingLevel={2}>
          <Stack gap={4}>
            {seat ? <p className={styles.bigNumber}>{placeLine(seat)}</p> : null}
            <GameStandings
              standings={room.standings}
              mine={seat?.playerId}
              label={t`Top players`}
            />
          </Stack>
        </Card>
      );
    default:
      return null;
  }
}
