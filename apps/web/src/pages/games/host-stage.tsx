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
  const { session } = useSession();
  const results = useDownload(
    async () => ({
      name: `sparked-game-${room.pin}.csv`,
      type: 'text/csv',
      content: await (await gameResultsFile(session.client, room.id)).text(),
    }),
    'The results did not download',
  );
  return (
    <Button variant="secondary" loading={results.busy} onClick={results.start}>
      Download the results (CSV)
    </Button>
  );
}

/** A live game from the front of the room: the host sees everything and sets the pace. */
function LiveStage({ room, move, busy }: StageProps) {
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
          <Card as="section" heading={`${room.playerCount} joined`} headingLevel={2}>
            <Stack gap={3}>
              {room.playerCount === 0 ? (
                <p className={page.note}>Nicknames appear here as players join.</p>
              ) : (
                <ul className={styles.players} aria-live="polite">
                  {room.standings.map((player) => (
                    <li key={player.playerId}>
                      <Badge>{player.nickname}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <div>{room.playerCount > 0 ? next('Start the game') : null}</div>
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
                {room.answeredCount} of {room.playerCount} have answered
              </p>
            ) : room.reveal?.explanation ? (
              <p className={styles.explanation}>{room.reveal.explanation}</p>
            ) : null}
            <div>
              {room.phase === 'question' ? next('Reveal the answer') : next('Show the scoreboard')}
            </div>
          </Stack>
        </Card>
      );
    case 'scoreboard':
      return (
        <Card as="section" heading="Scoreboard" headingLevel={2}>
          <Stack gap={4}>
            <GameStandings standings={room.standings.slice(0, 10)} label="Scoreboard" />
            <div>{next(last ? 'Show the podium' : 'Next question')}</div>
          </Stack>
        </Card>
      );
    default:
      return null;
  }
}

/** A self-paced game: who has played how far, until the deadline or until the host ends it. */
function SelfPacedStage({ room, move, busy }: StageProps) {
  return (
    <div className={styles.lobby}>
      <Card as="section" heading="Open for players" headingLevel={2}>
        <Stack gap={3}>
          <JoinDetails room={room} path={gameJoinPath} />
          {room.closesAt ? (
            <p className={page.note}>Open until {dateTime.format(new Date(room.closesAt))}.</p>
          ) : null}
        </Stack>
      </Card>
      <Card as="section" heading="Progress" headingLevel={2}>
        <Stack gap={3}>
          {room.standings.length === 0 ? (
            <p className={page.note}>Nobody has joined yet.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Nickname</th>
                  <th scope="col">Answered</th>
                  <th scope="col">Right</th>
                  <th scope="col">Score</th>
                </tr>
              </thead>
              <tbody>
                {room.standings.map((player) => (
                  <tr key={player.playerId}>
                    <td>{player.rank}</td>
                    <td>{player.nickname}</td>
                    <td>
                      {player.answered} of {room.questionCount}
                    </td>
                    <td>{player.correct}</td>
                    <td>{player.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Inline gap={2}>
            <Button variant="secondary" loading={busy} onClick={() => move({ kind: 'close' })}>
              End the game now
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
  const { room } = props;
  if (room.phase === 'podium')
    return (
      <Card as="section" heading="Podium" headingLevel={2}>
        <Stack gap={4}>
          <GameStandings standings={room.standings} label="Final standings" />
          <p className={page.note}>Each player got one experience point for every 100 points.</p>
          <div>
            <ResultsButton room={room} />
          </div>
        </Stack>
      </Card>
    );
  return room.mode === 'live' ? <LiveStage {...props} /> : <SelfPacedStage {...props} />;
}
