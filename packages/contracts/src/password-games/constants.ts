// The password game's words and limits without their schemas (decision 0006, decision 0019).
import type { GameCompetition } from '../games/constants';

/**
 * `screen`: one shared screen, passed to each clue giver in turn; nobody joins.
 * `phones`: players join by PIN; the clue giver and the other team see the card on their phones
 * while the shared screen shows the clock and the scores.
 */
export const passwordModes = ['screen', 'phones'] as const;
export type PasswordMode = (typeof passwordModes)[number];

/**
 * lobby → turn → turn-over → turn → … → finished. A turn is over when its clock runs out or the
 * words do; the server says so from the clock, so nobody has to press anything at zero.
 */
export const passwordPhases = ['lobby', 'turn', 'turn-over', 'finished'] as const;
export type PasswordPhase = (typeof passwordPhases)[number];

export const passwordTeams = ['Comets', 'Rockets'] as const;

/** What happened to the card on screen: guessed, skipped, or a forbidden word was said. */
export const passwordCardResults = ['got', 'pass', 'buzz'] as const;
export type PasswordCardResult = (typeof passwordCardResults)[number];

export const passwordLimits = {
  secondsPerTurn: 60,
  /** A round is one turn for each team. */
  minRounds: 1,
  maxRounds: 6,
  defaultRounds: 3,
  /** Fewer terms than this make a turn run out of words. */
  minTerms: 5,
  maxForbidden: 4,
  maxPlayers: 300,
  /** Experience for each player: this much per word their team guessed, up to the cap. */
  experiencePerWord: 5,
  maxExperience: 50,
} as const;

/** The page players join a password game from, with the PIN filled in. */
export function passwordJoinPath(pin: string, competition: GameCompetition | null) {
  const base = competition ? `/${competition}/password` : '/game/password';
  return `${base}?pin=${pin}`;
}
