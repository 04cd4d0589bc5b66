import type { GameStanding } from '@sparked/contracts';
import * as styles from './game.css';

/** The board: rank, nickname and score, the viewer's own row outlined and named. */
export function GameStandings({
  standings,
  mine,
  label,
}: {
  standings: readonly GameStanding[];
  mine?: string | null;
  label: string;
}) {
  return (
    <ol className={styles.standings} aria-label={label}>
      {standings.map((entry) => (
        <li
          key={entry.playerId}
          className={styles.standingOf[entry.playerId === mine ? 'mine' : 'theirs']}
          aria-current={entry.playerId === mine ? 'true' : undefined}
        >
          <span className={styles.rank}>{entry.rank}</span>
          <span>
            {entry.nickname}
            {entry.playerId === mine ? ' (you)' : ''}
          </span>
          <span className={styles.score}>{entry.score} points</span>
        </li>
      ))}
    </ol>
  );
}
