import { Trans, useLingui } from '@lingui/react/macro';
import { type PasswordRoom, passwordJoinPath } from '@sparked/contracts';
import { PasswordCard, type PasswordMove, TeamScores } from '@sparked/features/games';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import * as page from '../../shared/page.css';
import * as styles from './games.css';
import { WaitingForPlayers } from './join-details';
import {
  FinalScores,
  lastTurnPlayed,
  TurnHeading,
  TurnSummary,
  useTurnClock,
} from './password-turn';
import { teamName } from './password-words';
import type { StageProps as RoomStageProps } from './room-shell';

type StageProps = RoomStageProps<PasswordRoom, PasswordMove>;

/** The host's press between turns: the next team's turn, or the final scores after the last. */
function NextTurn({ room, move, busy }: StageProps) {
  const { t } = useLingui();
  const next = teamName(room.turnsPlayed % 2);
  const last = lastTurnPlayed(room);
  return (
    <Stack gap={2} align="start">
      {!last && room.mode === 'screen' ? (
        <p className={page.note}>
          <Trans>
            {next}: your clue giver takes this screen; everyone else, look away from it.
          </Trans>
        </p>
      ) : null}
      <Button loading={busy} onClick={() => move({ kind: 'turn', step: room.step })}>
        {last
          ? t`Show the final scores`
          : t({
              message: `Start ${next}’ turn`,
              comment: 'Starts a team’s turn; the team’s name is a plural (Comets, Rockets).',
            })}
      </Button>
    </Stack>
  );
}

/** The card with its three outcomes, for a game played on one shared screen. */
function SharedScreenCard({ room, move, busy }: StageProps) {
  const play = (result: 'got' | 'pass' | 'buzz') => move({ kind: 'card', step: room.step, result });
  if (!room.card) return null;
  return (
    <Stack gap={3}>
      <div aria-live="polite">
        <PasswordCard card={room.card} />
      </div>
      <Inline gap={2} wrap>
        <Button disabled={busy} onClick={() => play('got')}>
          <Trans comment="The team guessed the word on the card.">Got it</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => play('pass')}>
          <Trans comment="Skips the card in the password game.">Pass</Trans>
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => play('buzz')}>
          <Trans>Forbidden word said</Trans>
        </Button>
      </Inline>
    </Stack>
  );
}

function Turn(props: StageProps & { clock: React.ReactNode }) {
  const { t } = useLingui();
  const { room, clock } = props;
  const turn = room.turn;
  if (!turn) return null;
  const team = teamName(turn.team);
  const other = teamName(1 - turn.team);
  const giver = turn.clueGiver?.nickname;
  const got = turn.got.length;
  return (
    <Card>
      <Stack gap={4}>
        <TurnHeading
          title={t({
            message: `${team}’ turn`,
            comment: 'The team’s name is a plural (Comets, Rockets).',
          })}
          clock={clock}
        />
        {room.mode === 'screen' ? (
          <SharedScreenCard {...props} />
        ) : (
          <p className={page.note}>
            <Trans>
              {giver} gives the clues. {team} guess aloud; {other} watch their phones for forbidden
              words.
            </Trans>
          </p>
        )}
        <p className={page.note} aria-live="polite">
          <Trans>Guessed this turn: {got}</Trans>
        </p>
      </Stack>
    </Card>
  );
}

/** The host's screen: the lobby, each turn, what it came to, and the final scores. */
export function PasswordHostStage(props: StageProps) {
  const { t } = useLingui();
  const { room, move, busy } = props;
  const { phase, clock } = useTurnClock(room);
  if (phase === 'finished') return <FinalScores room={room} />;
  const bothTeams = room.teams.every((team) => team.players.length > 0);
  const end = (
    <Button variant="secondary" loading={busy} onClick={() => move({ kind: 'finish' })}>
      <Trans>End the game now</Trans>
    </Button>
  );
  return (
    <Stack gap={4}>
      {phase === 'lobby' ? (
        <div className={styles.lobby}>
          {room.mode === 'phones' ? (
            <WaitingForPlayers room={room} path={passwordJoinPath} />
          ) : null}
          <Card as="section" heading={t`Teams`} headingLevel={2}>
            <Stack gap={3} align="start">
              <TeamScores teams={room.teams} />
              {room.mode === 'phones' && !bothTeams ? (
                <p className={page.note}>
                  <Trans>Players are put into the smaller team as they join.</Trans>
                </p>
              ) : (
                <NextTurn {...props} />
              )}
            </Stack>
          </Card>
        </div>
      ) : phase === 'turn' ? (
        <Turn {...props} clock={clock} />
      ) : (
        <>
          <TurnSummary room={room} />
          <NextTurn {...props} />
        </>
      )}
      {phase !== 'lobby' ? (
        <TeamScores teams={room.teams} playing={phase === 'turn' ? room.turn?.team : null} />
      ) : null}
      <div>{end}</div>
    </Stack>
  );
}
