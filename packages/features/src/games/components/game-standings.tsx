import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const pointsOf = (score: number) => {
    const shown = String(score);
    return plural(score, { one: `${shown} point`, other: `${shown} points` });
  };
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
            {entry.playerId === mine
              ? ` ${t({ message: '(you)', comment: 'After the viewer’s own nickname on a scoreboard.' })}`
              : ''}
          </span>
          <span className={styles.score}>{pointsOf(entry.score)}</span>
        </li>
      ))}
    </ol>
  );
}
