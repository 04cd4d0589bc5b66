import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const playersIn = (name: string) => t`Players in ${name}`;
  const pointsOf = (score: number) => {
    const shown = String(score);
    return plural(score, { one: `${shown} point`, other: `${shown} points` });
  };
  return (
    <ul className={styles.teams} aria-label={t`Teams`}>
      {teams.map((team, index) => (
        <li
          key={team.name}
          className={styles.teamOf[index === playing ? 'playing' : 'waiting']}
          aria-current={index === playing ? 'true' : undefined}
        >
          <h3 className={styles.teamHead}>
            <span>
              {team.name}
              {index === mine ? ` ${t`(your team)`}` : ''}
              {index === playing
                ? ` · ${t({ message: 'on turn', comment: 'The team whose turn it is.' })}`
                : ''}
            </span>{' '}
            <span className={styles.teamScore}>{pointsOf(team.score)}</span>
          </h3>
          {team.players.length > 0 ? (
            <ul className={styles.members} aria-label={playersIn(team.name)}>
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
