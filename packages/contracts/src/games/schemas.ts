import { z } from 'zod';
import { questionSetLimits } from '../question-sets/constants';
import { issueText } from '../shared/issue-text';
import { gameAnswerKinds, gameCompetitions, gameLimits, gameModes, gamePhases } from './constants';

// Game master (decision 0018): a live quiz a teacher hosts from a form activity, or the
// same questions played self-paced before a deadline. Players are signed-in users who join by PIN
// under a generated nickname; the room lives in the database and its changes are pushed over a
// WebSocket.

export const gameRoomIdSchema = z.uuid({
  message: issueText(/*i18n*/ { id: 'games.not-a-game-room', message: 'That is not a game room.' }),
});
export const gamePinSchema = z
  .string({
    message: issueText(
      /*i18n*/ { id: 'games.enter-the-pin', message: 'Enter the six-digit game PIN.' },
    ),
  })
  .trim()
  .regex(
    /^\d{6}$/,
    issueText(/*i18n*/ { id: 'games.a-pin-is-six-digits', message: 'A game PIN is six digits.' }),
  );

export const gameRoomParamsSchema = z.strictObject({ roomId: gameRoomIdSchema });

/**
 * A form activity a game can be made from: the questions it plays, and how many it leaves out
 * (ordering questions), so the host knows before the game.
 */
export const gameSourceSchema = z.object({
  activityId: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  leftOutCount: z.number().int(),
});
export type GameSource = z.infer<typeof gameSourceSchema>;
export const gameSourcesResponseSchema = z.object({
  data: z.object({ sources: z.array(gameSourceSchema) }),
});

/** Questions typed for this game, in the Aiken format (`readQuestionSet`). */
export const gameQuestionSetSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(
      1,
      issueText(/*i18n*/ { id: 'games.give-the-game-a-title', message: 'Give the game a title.' }),
    )
    .max(
      120,
      issueText(
        /*i18n*/ {
          id: 'games.title-too-long',
          message: 'A title is at most {max} characters.',
          values: { max: 120 },
        },
      ),
    ),
  text: z
    .string()
    .max(
      questionSetLimits.maxTextLength,
      issueText(
        /*i18n*/ { id: 'games.question-set-too-long', message: 'The question set is too long.' },
      ),
    ),
});

/** A room plays a form activity's questions or a question set typed for it: one of the two. */
export const createGameRoomRequestSchema = z
  .strictObject({
    activityId: z
      .uuid({
        message: issueText(
          /*i18n*/ {
            id: 'games.choose-the-form-activity',
            message: 'Choose the form activity to play.',
          },
        ),
      })
      .optional(),
    questionSet: gameQuestionSetSchema.optional(),
    mode: z.enum(gameModes).default('live'),
    secondsPerQuestion: z
      .number()
      .int()
      .min(
        gameLimits.minSeconds,
        issueText(
          /*i18n*/ {
            id: 'games.too-few-seconds',
            message: 'Give at least {min} seconds a question.',
            values: { min: gameLimits.minSeconds },
          },
        ),
      )
      .max(
        gameLimits.maxSeconds,
        issueText(
          /*i18n*/ {
            id: 'games.too-many-seconds',
            message: 'Give at most {max} seconds a question.',
            values: { max: gameLimits.maxSeconds },
          },
        ),
      )
      .default(gameLimits.defaultSeconds),
    /** Self-paced only: how long the room stays open. */
    openMinutes: z
      .number()
      .int()
      .min(
        gameLimits.minOpenMinutes,
        issueText(
          /*i18n*/ {
            id: 'games.open-at-least-10-minutes',
            message: 'Keep it open for at least 10 minutes.',
          },
        ),
      )
      .max(
        gameLimits.maxOpenMinutes,
        issueText(
          /*i18n*/ { id: 'games.open-at-most-a-week', message: 'Keep it open for at most a week.' },
        ),
      )
      .default(24 * 60),
    competition: z.enum(gameCompetitions).nullable().default(null),
  })
  .refine((request) => (request.activityId === undefined) !== (request.questionSet === undefined), {
    message: issueText(
      /*i18n*/ {
        id: 'games.activity-or-question-set',
        message: 'Choose a form activity or write a question set, not both.',
      },
    ),
  });
export type CreateGameRoomRequest = z.input<typeof createGameRoomRequestSchema>;

export const joinGameRequestSchema = z.strictObject({ pin: gamePinSchema });

/** The host's "next": sent with the step it saw, so a double press moves the room once. */
export const advanceGameRequestSchema = z.strictObject({ step: z.number().int().min(0) });

const optionIdSchema = z.string().min(1).max(40);

/**
 * What a player gives, by how the question is answered: `optionId` (one option), `optionIds`
 * (several) or `text` (words or a number). Exactly one of them.
 */
const givenAnswerFields = {
  optionId: optionIdSchema.optional(),
  optionIds: z
    .array(optionIdSchema)
    .min(
      1,
      issueText(
        /*i18n*/ { id: 'games.pick-at-least-one-option', message: 'Pick at least one option.' },
      ),
    )
    .max(10)
    .optional(),
  text: z
    .string()
    .trim()
    .min(1, issueText(/*i18n*/ { id: 'games.type-your-answer', message: 'Type your answer.' }))
    .max(
      200,
      issueText(
        /*i18n*/ {
          id: 'games.answer-too-long',
          message: 'An answer is at most {max} characters.',
          values: { max: 200 },
        },
      ),
    )
    .optional(),
};
/** A player's answer, one of its three fields set (the request schema checks it is one). */
export interface GivenGameAnswer {
  optionId?: string;
  optionIds?: string[];
  text?: string;
}

export const answerGameRequestSchema = z
  .strictObject({ questionIndex: z.number().int().min(0), ...givenAnswerFields })
  .refine(
    (answer) =>
      [answer.optionId, answer.optionIds, answer.text].filter((part) => part !== undefined)
        .length === 1,
    {
      message: issueText(
        /*i18n*/ {
          id: 'games.send-one-answer',
          message: 'Send one answer: an option, several options or a text.',
        },
      ),
    },
  );

/**
 * An answer taken: only that, so a room full of players answering at once is acknowledged fast.
 * What it scored arrives with the room over the live socket (at the reveal, in a live game).
 */
export const gameAnswerResponseSchema = z.object({
  data: z.object({ questionIndex: z.number().int(), ...givenAnswerFields }),
});

const optionViewSchema = z.object({ id: z.string(), text: z.string() });

/** The question on screen; its answer is not part of it until the reveal. */
export const gameQuestionSchema = z.object({
  index: z.number().int(),
  prompt: z.string(),
  answerKind: z.enum(gameAnswerKinds),
  /** The options to press or pick; none for an answer typed in. */
  options: z.array(optionViewSchema),
  seconds: z.number().int(),
  startedAt: z.iso.datetime({ offset: true }),
});
export type GameQuestion = z.infer<typeof gameQuestionSchema>;

export const gameRevealSchema = z.object({
  /** The right options; for several, a player had to pick them all and no other. */
  correctOptionIds: z.array(z.string()),
  /** A typed question's accepted answers ("12 ± 0.5" for a number); empty for options. */
  acceptedAnswers: z.array(z.string()),
  explanation: z.string(),
  /** How many picked each option, by option id. */
  counts: z.record(z.string(), z.number().int()),
});
export type GameReveal = z.infer<typeof gameRevealSchema>;

export const gameStandingSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
  /** Questions answered (self-paced progress; the host's table). */
  answered: z.number().int(),
  correct: z.number().int(),
});
export type GameStanding = z.infer<typeof gameStandingSchema>;

/** The signed-in player's own seat. */
export const gameSeatSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
  /** Their answer to the question on screen, once given; correctness from the reveal on. */
  answer: z
    .object({
      /** The options picked; empty for a typed answer. */
      optionIds: z.array(z.string()),
      /** The typed answer, for a question answered in words or a number. */
      text: z.string().nullable(),
      correct: z.boolean().nullable(),
      points: z.number().int().nullable(),
    })
    .nullable(),
  /** Self-paced: every question answered. */
  finished: z.boolean(),
  /** Experience the game gave when it ended for them. */
  experience: z.number().int().nullable(),
});
export type GameSeat = z.infer<typeof gameSeatSchema>;

/** A room as one viewer sees it: the host sees everyone; a player their seat and the top five. */
export const gameRoomSchema = z.object({
  id: z.string(),
  pin: z.string(),
  title: z.string(),
  mode: z.enum(gameModes),
  phase: z.enum(gamePhases),
  /** Changes with every move of the host; `advance` sends it back. */
  step: z.number().int(),
  competition: z.enum(gameCompetitions).nullable(),
  questionCount: z.number().int(),
  secondsPerQuestion: z.number().int(),
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  question: gameQuestionSchema.nullable(),
  reveal: gameRevealSchema.nullable(),
  playerCount: z.number().int(),
  answeredCount: z.number().int(),
  standings: z.array(gameStandingSchema),
  isHost: z.boolean(),
  seat: gameSeatSchema.nullable(),
  /** Host only: the join link's QR code as an SVG document. */
  joinQrSvg: z.string().nullable(),
  /** When the server wrote this view: clients count a question's seconds on the server's clock. */
  serverTime: z.iso.datetime({ offset: true }),
});
export type GameRoom = z.infer<typeof gameRoomSchema>;
export const gameRoomResponseSchema = z.object({ data: gameRoomSchema });

/** One finished or running game of either kind on the arena page. */
export const gameHistoryEntrySchema = z.object({
  game: z.enum(['game-master', 'password']),
  roomId: z.string(),
  title: z.string(),
  finished: z.boolean(),
  competition: z.enum(gameCompetitions).nullable(),
  role: z.enum(['host', 'player']),
  /**
   * As a player: their score and rank (in the password game, their team's score and place); as
   * host, null.
   */
  score: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  playerCount: z.number().int(),
  playedAt: z.iso.datetime({ offset: true }),
});
export type GameHistoryEntry = z.infer<typeof gameHistoryEntrySchema>;
export const gameHistoryResponseSchema = z.object({
  data: z.object({ games: z.array(gameHistoryEntrySchema) }),
});
