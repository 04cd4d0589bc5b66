import type { PasswordRoom } from '@sparked/contracts';
import * as styles from './password.css';

/**
 * The teams side by side: score, who is in each (nicknames only), the team on turn marked, and
 * the viewer's own team named.
 */
export function TeamScores({
  teams,
  playing,
  mine,
}: {
  teams: PasswordRoom['teams'];
  /** The team on turn, if a turn is on. */
  playing?: number | null;
  /** The viewer's team, if they play. */
  mine?: number | null;
}) {
  return (
    <ul className={styles.teams} aria-label="Teams">
      {teams.map((team, index) => (
        <li
          key={team.name}
          className={styles.teamOf[index === playing ? 'playing' : 'waiting']}
          aria-current={index === playing ? 'true' : undefined}
        >
          <h3 className={styles.teamHead}>
            <span>
              {team.name}
              {index === mine ? ' (your team)' : ''}
              {index === playing ? ' · on turn' : ''}
            </span>{' '}
            <span className={styles.teamScore}>
              {team.score} {team.score === 1 ? 'point' : 'points'}
            </span>
          </h3>
          {team.players.length > 0 ? (
            <ul className={styles.members} aria-label={`Players in ${team.name}`}>
              {team.players.map((player, at) => (
                <li key={player.playerId}>
                  {player.nickname}
                  {at < team.players.length - 1 ? ',' : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
