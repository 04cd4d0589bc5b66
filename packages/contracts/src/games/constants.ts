// Game master's words and limits without their schemas: the game pages show a phase or a limit
// without bringing zod with them (decision 0006).
import type { ApiErrorMessage } from '../shared/error-codes';

export const gameModes = ['live', 'self-paced'] as const;
export type GameMode = (typeof gameModes)[number];

/**
 * Where a room is. Live: lobby → question → reveal → scoreboard → (next question …) → podium.
 * Self-paced: open until its deadline or the host closes it, then podium.
 */
export const gamePhases = ['lobby', 'question', 'reveal', 'scoreboard', 'open', 'podium'] as const;
export type GamePhase = (typeof gamePhases)[number];

/**
 * How a game question is answered: one option pressed (single answer, true or false), several
 * options picked then sent (all the right ones and no other), or words or a number typed
 * (marked as the form marks them).
 */
export const gameAnswerKinds = ['option', 'options', 'text', 'number'] as const;
export type GameAnswerKind = (typeof gameAnswerKinds)[number];

/** The form question types a game plays; ordering has no way to be answered in one press or line. */
export const gamePlayedQuestionTypes = [
  'single',
  'multiple',
  'true-false',
  'short-answer',
  'number',
] as const;

/** The competitions whose pages host games (spec §2's winter-competition routes). */
export const gameCompetitions = ['winter-competition'] as const;
export type GameCompetition = (typeof gameCompetitions)[number];
export const isGameCompetition = (slug: string): slug is GameCompetition =>
  (gameCompetitions as readonly string[]).includes(slug);

export const gameLimits = {
  minSeconds: 5,
  maxSeconds: 120,
  defaultSeconds: 20,
  /** Self-paced rooms stay open from 10 minutes to a week. */
  minOpenMinutes: 10,
  maxOpenMinutes: 7 * 24 * 60,
  maxPlayers: 300,
  /** The most points one question gives: a right answer at once; half of it at the last second. */
  maxPoints: 1000,
  /** Experience for a finished game: one per 100 points. */
  pointsPerExperience: 100,
} as const;

/**
 * What a live socket sends: the room as this viewer sees it, or why it stopped: in English
 * (`message`) and as a catalogue entry the page shows in its reader's language (decision 0046).
 */
export type GameSocketMessage<Room> =
  | { type: 'room'; room: Room }
  | { type: 'refused'; message: string; entry?: ApiErrorMessage };
/** What a client sends first on the live socket. */
export interface GameSocketHello {
  type: 'hello';
  token: string;
  roomId: string;
}

/** The page players join from, with the PIN filled in. */
export function gameJoinPath(pin: string, competition: GameCompetition | null) {
  const base = competition ? `/${competition}/game-master` : '/game/game-master';
  return `${base}?pin=${pin}`;
}
