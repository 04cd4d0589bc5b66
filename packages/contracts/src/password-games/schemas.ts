import { z } from 'zod';
import { gameCompetitions } from '../games/constants';
import { gamePinSchema } from '../games/schemas';
import { issueText } from '../shared/issue-text';
import { passwordCardResults, passwordLimits, passwordModes, passwordPhases } from './constants';

// The password game (decision 0019): a Taboo-style team game over a module's glossary.
// A clue giver sees a term and the words they may not say; their team guesses aloud; each turn
// lasts 60 seconds. Rooms, PINs, nicknames and the live socket work as game master's do.

export const createPasswordRoomRequestSchema = z.strictObject({
  moduleId: z.uuid({
    message: issueText(
      /*i18n*/ {
        id: 'password-games.choose-the-module',
        message: 'Choose the module whose glossary to play.',
      },
    ),
  }),
  mode: z.enum(passwordModes).default('phones'),
  rounds: z
    .number()
    .int()
    .min(
      passwordLimits.minRounds,
      issueText(
        /*i18n*/ {
          id: 'password-games.too-few-rounds',
          message: 'Play at least {min} round.',
          values: { min: passwordLimits.minRounds },
        },
      ),
    )
    .max(
      passwordLimits.maxRounds,
      issueText(
        /*i18n*/ {
          id: 'password-games.too-many-rounds',
          message: 'Play at most {max} rounds.',
          values: { max: passwordLimits.maxRounds },
        },
      ),
    )
    .default(passwordLimits.defaultRounds),
  competition: z.enum(gameCompetitions).nullable().default(null),
});
export type CreatePasswordRoomRequest = z.input<typeof createPasswordRoomRequestSchema>;

export const joinPasswordRequestSchema = z.strictObject({ pin: gamePinSchema });

/** Every move names the step it saw, so two presses of one button (or two buzzes) count once. */
export const passwordMoveRequestSchema = z.strictObject({ step: z.number().int().min(0) });
export const passwordCardRequestSchema = z.strictObject({
  step: z.number().int().min(0),
  result: z.enum(passwordCardResults, {
    message: issueText(
      /*i18n*/ { id: 'password-games.say-got-pass-or-buzz', message: 'Say got, pass or buzz.' },
    ),
  }),
});

const memberSchema = z.object({ playerId: z.string(), nickname: z.string() });

export const passwordTeamSchema = z.object({
  name: z.string(),
  score: z.number().int(),
  players: z.array(memberSchema),
});

/** The card on screen, for those allowed to see it: the clue giver and the other team. */
export const passwordCardSchema = z.object({
  term: z.string(),
  forbidden: z.array(z.string()),
});
export type PasswordCard = z.infer<typeof passwordCardSchema>;

export const passwordTurnSchema = z.object({
  /** Index into `teams`. */
  team: z.number().int(),
  /** Phones: the player giving clues; null on a shared screen. */
  clueGiver: memberSchema.nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** What this turn's cards came to so far, in order. */
  got: z.array(z.string()),
  passed: z.array(z.string()),
  buzzed: z.array(z.string()),
});
export type PasswordTurn = z.infer<typeof passwordTurnSchema>;

export const passwordRoleSchema = z.enum(['host', 'clue-giver', 'guesser', 'watcher', 'waiting']);
export type PasswordRole = z.infer<typeof passwordRoleSchema>;

export const passwordRoomSchema = z.object({
  id: z.string(),
  pin: z.string(),
  title: z.string(),
  mode: z.enum(passwordModes),
  phase: z.enum(passwordPhases),
  step: z.number().int(),
  competition: z.enum(gameCompetitions).nullable(),
  rounds: z.number().int(),
  /** Turns started so far; the game has `rounds × 2`. */
  turnsPlayed: z.number().int(),
  teams: z.array(passwordTeamSchema),
  /** The turn on screen or just over. */
  turn: passwordTurnSchema.nullable(),
  /** Only for whoever may see it now; null for the guessing team and the shared screen. */
  card: passwordCardSchema.nullable(),
  cardsLeft: z.number().int(),
  /**
   * host; clue-giver; guesser (the clue giver's team); watcher (the other team, who may buzz);
   * waiting (between turns).
   */
  role: passwordRoleSchema,
  seat: memberSchema.extend({ team: z.number().int() }).nullable(),
  /** Experience the game gave this player when it finished. */
  experience: z.number().int().nullable(),
  playerCount: z.number().int(),
  /** Host only, in the phones mode: the join link's QR code as an SVG document. */
  joinQrSvg: z.string().nullable(),
  serverTime: z.iso.datetime({ offset: true }),
});
export type PasswordRoom = z.infer<typeof passwordRoomSchema>;
export const passwordRoomResponseSchema = z.object({ data: passwordRoomSchema });
