import { Trans, useLingui } from '@lingui/react/macro';
import { type PasswordRoom, passwordLimits, passwordTeams } from '@sparked/contracts';
import { GameTimer, TeamScores } from '@sparked/features/games';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import * as styles from './games.css';
import { turnResultLine, winnerLine } from './password-words';

/**
 * Whether this turn's clock has run out on this screen. The server says so too, but nothing is
 * pushed at zero: each screen counts down itself, on the server's clock.
 */
export function useTurnClock(room: PasswordRoom) {
  const [upAt, setUpAt] = useState<number | null>(null);
  const timeUp = upAt === room.turnsPlayed;
  const phase = room.phase === 'turn' && timeUp ? 'turn-over' : room.phase;
  const clock =
    room.turn && phase === 'turn' ? (
      <GameTimer
        key={room.turnsPlayed}
        clock={{ startedAt: room.turn.startedAt, seconds: passwordLimits.secondsPerTurn }}
        serverTime={room.serverTime}
        onTimeUp={() => setUpAt(room.turnsPlayed)}
      />
    ) : null;
  return { phase, clock };
}

/** Whether the host's next press ends the game rather than starting a turn. */
export const lastTurnPlayed = (room: PasswordRoom) =>
  room.turnsPlayed >= room.rounds * passwordTeams.length || room.cardsLeft === 0;

/** A turn's heading with its clock beside it. */
export function TurnHeading({ title, clock }: { title: string; clock: React.ReactNode }) {
  return (
    <div className={styles.questionHead}>
      <h2 className={styles.prompt}>{title}</h2>
      {clock}
    </div>
  );
}

/** What the turn just over came to, for everyone. */
export function TurnSummary({ room }: { room: PasswordRoom }) {
  const { t } = useLingui();
  const turn = room.turn;
  if (!turn) return null;
  const wordList = (words: readonly string[]) =>
    words.length ? words.join(', ') : t({ message: 'none', comment: 'No words in this list.' });
  const got = wordList(turn.got);
  const passed = wordList(turn.passed);
  const buzzed = wordList(turn.buzzed);
  return (
    <Card
      as="section"
      heading={room.cardsLeft === 0 ? t`Out of words` : t`Time is up`}
      headingLevel={2}
    >
      <Stack gap={2}>
        <p className={styles.bigNumber}>{turnResultLine(room)}</p>
        <p className={page.note}>
          <Trans>Guessed: {got}</Trans>
        </p>
        <p className={page.note}>
          <Trans comment="The cards skipped in the turn.">Passed: {passed}</Trans>
        </p>
        <p className={page.note}>
          <Trans>Forbidden word said: {buzzed}</Trans>
        </p>
      </Stack>
    </Card>
  );
}

/** The end: who won, and every team's score. */
export function FinalScores({ room, mine }: { room: PasswordRoom; mine?: number | null }) {
  const { t } = useLingui();
  return (
    <Card as="section" heading={t`Final scores`} headingLevel={2}>
      <Stack gap={3}>
        <p className={styles.bigNumber}>{winnerLine(room)}</p>
        <TeamScores teams={room.teams} mine={mine} />
      </Stack>
    </Card>
  );
}
