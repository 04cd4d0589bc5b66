import { Trans, useLingui } from '@lingui/react/macro';
import { type GameRoom, gameJoinPath } from '@sparked/contracts';
import { GameAnswer, type GameMove, GameStandings, gameResultsFile } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import * as page from '../../shared/page.css';
import { useDownload } from '../../shared/use-download';
import * as styles from './games.css';
import { JoinDetails, WaitingForPlayers } from './join-details';
import { QuestionHeading } from './question-heading';
import type { StageProps as RoomStageProps } from './room-shell';

type StageProps = RoomStageProps<GameRoom, GameMove>;

const dateTime = dateFormat('date and time');

function ResultsButton({ room }: { room: GameRoom }) {
  const { t } = useLingui();
  const { session } = useSession();
  const results = useDownload(
    async () => ({
      name: `sparked-game-${room.pin}.csv`,
      type: 'text/csv',
      content: await (await gameResultsFile(session.client, room.id)).text(),
    }),
    t`The results did not download`,
  );
  return (
    <Button variant="secondary" loading={results.busy} onClick={results.start}>
      <Trans>Download the results (CSV)</Trans>
    </Button>
  );
}

/** A live game from the front of the room: the host sees everything and sets the pace. */
function LiveStage({ room, move, busy }: StageProps) {
  const { t } = useLingui();
  const joined = room.playerCount;
  const answered = room.answeredCount;
  // The one button that moves the game on: it takes focus in each new phase (StageFocus).
  const next = (label: string) => (
    <Button
      data-stage-focus=""
      loading={busy}
      onClick={() => move({ kind: 'advance', step: room.step })}
    >
      {label}
    </Button>
  );
  const last = (room.question?.index ?? -1) >= room.questionCount - 1;
  switch (room.phase) {
    case 'lobby':
      return (
        <div className={styles.lobby}>
          <WaitingForPlayers room={room} path={gameJoinPath} />
          <Card as="section" heading={t`${joined} joined`} headingLevel={2}>
            <Stack gap={3}>
              {room.playerCount === 0 ? (
                <p className={page.note}>
                  <Trans>Nicknames appear here as players join.</Trans>
                </p>
              ) : (
                <ul className={styles.players} aria-live="polite">
                  {room.standings.map((player) => (
                    <li key={player.playerId}>
                      <Badge>{player.nickname}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <div>{room.playerCount > 0 ? next(t`Start the game`) : null}</div>
            </Stack>
          </Card>
        </div>
      );
    case 'question':
    case 'reveal':
      return (
        <Card>
          <Stack gap={4}>
            <QuestionHeading room={room} timed={room.phase === 'question'} />
            {room.question ? (
              <GameAnswer question={room.question} given={null} reveal={room.reveal} disabled />
            ) : null}
            {room.phase === 'question' ? (
              <p className={page.note} aria-live="polite">
                <Trans>
                  {answered} of {joined} have answered
                </Trans>
              </p>
            ) : room.reveal?.explanation ? (
              <p className={styles.explanation}>{room.reveal.explanation}</p>
            ) : null}
            <div>
              {room.phase === 'question'
                ? next(t`Reveal the answer`)
                : next(t`Show the scoreboard`)}
            </div>
          </Stack>
        </Card>
      );
    case 'scoreboard':
      return (
        <Card as="section" heading={t`Scoreboard`} headingLevel={2}>
          <Stack gap={4}>
            <GameStandings standings={room.standings.slice(0, 10)} label={t`Scoreboard`} />
            <div>{next(last ? t`Show the podium` : t`Next question`)}</div>
          </Stack>
        </Card>
      );
    default:
      return null;
  }
}

/** A self-paced game: who has played how far, until the deadline or until the host ends it. */
function SelfPacedStage({ room, move, busy }: StageProps) {
  const { t } = useLingui();
  const count = room.questionCount;
  const answeredOf = (answered: number) => t`${answered} of ${count}`;
  const until = room.closesAt ? dateTime.format(new Date(room.closesAt)) : '';
  return (
    <div className={styles.lobby}>
      <Card as="section" heading={t`Open for players`} headingLevel={2}>
        <Stack gap={3}>
          <JoinDetails room={room} path={gameJoinPath} />
          {room.closesAt ? (
            <p className={page.note}>
              <Trans>Open until {until}.</Trans>
            </p>
          ) : null}
        </Stack>
      </Card>
      <Card as="section" heading={t`Progress`} headingLevel={2}>
        <Stack gap={3}>
          {room.standings.length === 0 ? (
            <p className={page.note}>
              <Trans>Nobody has joined yet.</Trans>
            </p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Rank</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Nickname</Trans>
                  </th>
                  <th scope="col">
                    <Trans comment="How many questions a player has answered.">Answered</Trans>
                  </th>
                  <th scope="col">
                    <Trans comment="How many questions a player got right.">Right</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Score</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {room.standings.map((player) => (
                  <tr key={player.playerId}>
                    <td>{player.rank}</td>
                    <td>{player.nickname}</td>
                    <td>{answeredOf(player.answered)}</td>
                    <td>{player.correct}</td>
                    <td>{player.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Inline gap={2}>
            <Button variant="secondary" loading={busy} onClick={() => move({ kind: 'close' })}>
              <Trans>End the game now</Trans>
            </Button>
            <ResultsButton room={room} />
          </Inline>
        </Stack>
      </Card>
    </div>
  );
}

/** The host's screen, whatever the room's phase. */
export function HostStage(props: StageProps) {
  const { t } = useLingui();
  const { room } = props;
  if (room.phase === 'podium')
    return (
      <Card as="section" heading={t`Podium`} headingLevel={2}>
        <Stack gap={4}>
          <GameStandings standings={room.standings} label={t`Final standings`} />
          <p className={page.note}>
            <Trans>Each player got one experience point for every 100 points.</Trans>
          </p>
          <div>
            <ResultsButton room={room} />
          </div>
        </Stack>
      </Card>
    );
  return room.mode === 'live' ? <LiveStage {...props} /> : <SelfPacedStage {...props} />;
}
