import { plural, t } from '@lingui/core/macro';
import { type PasswordRoom, passwordLimits, passwordTeams } from '@sparked/contracts';

export const teamName = (team: number) => passwordTeams[team] ?? '';

const words = (count: number) => plural(count, { one: '# word', other: '# words' });

/** What the turn just over came to. */
export function turnResultLine(room: PasswordRoom): string {
  const turn = room.turn;
  if (!turn) return '';
  const team = teamName(turn.team);
  const got = words(turn.got.length);
  return t`${team} got ${got}.`;
}

const earnedLine = (experience: number) => t`You earned ${experience} experience.`;

/** Who won, at the end. */
export function winnerLine(room: PasswordRoom): string {
  const [first, second] = room.teams;
  if (!first || !second || first.score === second.score) return t`It is a draw!`;
  const winner = (first.score > second.score ? first : second).name;
  return t`${winner} win!`;
}

/** A turn as it starts, for this viewer's part in it. */
function turnStarted(room: PasswordRoom): string {
  const turn = room.turn;
  if (!turn) return '';
  const team = teamName(turn.team);
  const giver = turn.clueGiver?.nickname ?? t`Your teammate`;
  const part =
    room.role === 'clue-giver'
      ? t`you give the clues.`
      : room.role === 'guesser'
        ? t`your team guesses; ${giver} gives the clues.`
        : room.role === 'watcher'
          ? t`${team} are guessing. Call it if ${giver} says a word on the card.`
          : t`${team} are guessing.`;
  const number = room.turnsPlayed;
  const seconds = passwordLimits.secondsPerTurn;
  return t`Turn ${number} started: ${part} ${seconds} seconds.`;
}

/**
 * What a password game's players (and its shared screen) hear as the room changes, as game master
 * players do (issue 42): each turn as it starts, the guessing team's words as they come, what the
 * turn came to and who won. Said by the stage's one live region, with the timer's moments between.
 */
export function passwordAnnouncement(room: PasswordRoom): string {
  switch (room.phase) {
    case 'lobby':
      return room.role === 'host' ? '' : t`Waiting for the host to start the first turn.`;
    case 'turn': {
      const got = room.turn?.got.length ?? 0;
      return room.role === 'guesser' && got > 0 ? t`Guessed this turn: ${got}.` : turnStarted(room);
    }
    case 'turn-over':
      return turnResultLine(room);
    default:
      return [winnerLine(room), room.experience ? earnedLine(room.experience) : '']
        .join(' ')
        .trim();
  }
}
