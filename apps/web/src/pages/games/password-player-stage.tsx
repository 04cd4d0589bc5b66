import { Trans, useLingui } from '@lingui/react/macro';
import type { PasswordRoom } from '@sparked/contracts';
import { PasswordCard, type PasswordMove, TeamScores } from '@sparked/features/games';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import * as page from '../../shared/page.css';
import * as styles from './games.css';
import { FinalScores, TurnHeading, TurnSummary, useTurnClock } from './password-turn';
import { teamName } from './password-words';
import type { StageProps as RoomStageProps } from './room-shell';

type StageProps = RoomStageProps<PasswordRoom, PasswordMove>;

/** A turn on a player's phone: the card for the clue giver and the other team, not the guessers. */
function Turn({ room, move, busy, clock }: StageProps & { clock: React.ReactNode }) {
  const { t } = useLingui();
  const turn = room.turn;
  if (!turn) return null;
  const team = teamName(turn.team);
  const got = turn.got.length;
  const play = (result: 'got' | 'pass' | 'buzz') => move({ kind: 'card', step: room.step, result });
  const giver = turn.clueGiver?.nickname ?? t`Your teammate`;
  const card = room.card ? (
    <div aria-live="polite">
      <PasswordCard card={room.card} />
    </div>
  ) : null;
  switch (room.role) {
    case 'clue-giver':
      return (
        <Stack gap={4}>
          <TurnHeading title={t`You give the clues`} clock={clock} />
          {card}
          <Inline gap={2} wrap>
            <Button disabled={busy} onClick={() => play('got')}>
              <Trans comment="The team guessed the word on the card.">Got it</Trans>
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => play('pass')}>
              <Trans comment="Skips the card in the password game.">Pass</Trans>
            </Button>
          </Inline>
        </Stack>
      );
    case 'watcher':
      return (
        <Stack gap={4}>
          <TurnHeading title={t`${team} are guessing`} clock={clock} />
          {card}
          <p className={page.note}>
            <Trans>If {giver} says a word on the card, call it:</Trans>
          </p>
          <div>
            <Button variant="danger" disabled={busy} onClick={() => play('buzz')}>
              <Trans>Forbidden word!</Trans>
            </Button>
          </div>
        </Stack>
      );
    default:
      return (
        <Stack gap={4}>
          <TurnHeading title={t`Guess!`} clock={clock} />
          <p className={styles.explanation}>
            <Trans>{giver} gives the clues. Say your guesses aloud.</Trans>
          </p>
          <p className={page.note}>
            <Trans>Guessed this turn: {got}</Trans>
          </p>
        </Stack>
      );
  }
}

/** A player's phone: their team, then each turn as their role in it shows it. */
export function PasswordPlayerStage(props: StageProps) {
  const { room } = props;
  const { phase, clock } = useTurnClock(room);
  const seat = room.seat;
  const mine = seat?.team ?? null;
  const experience = room.experience;
  const nickname = seat?.nickname;
  const myTeam = seat ? teamName(seat.team) : '';
  if (phase === 'finished')
    return (
      <Stack gap={4}>
        <FinalScores room={room} mine={mine} />
        {room.experience ? (
          <p className={page.note}>
            <Trans>You earned {experience} experience.</Trans>
          </p>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap={4}>
      {seat ? (
        <p className={page.lead}>
          <Trans>
            You are <strong>{nickname}</strong>, in {myTeam}.
          </Trans>
        </p>
      ) : null}
      {phase === 'lobby' ? (
        <p className={page.note}>
          <Trans>Waiting for the host to start the first turn.</Trans>
        </p>
      ) : phase === 'turn' ? (
        <Card>
          <Turn {...props} clock={clock} />
        </Card>
      ) : (
        <>
          <TurnSummary room={room} />
          <p className={page.note}>
            <Trans>Waiting for the next turn.</Trans>
          </p>
        </>
      )}
      <TeamScores
        teams={room.teams}
        playing={phase === 'turn' ? room.turn?.team : null}
        mine={mine}
      />
    </Stack>
  );
}
