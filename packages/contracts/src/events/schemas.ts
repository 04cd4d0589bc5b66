import { z } from 'zod';
import { changesOf } from '../shared/changes';
import { issueText } from '../shared/issue-text';
import { lineText } from '../shared/plain-text';
import { walletAmountSchema, walletBalancesSchema, walletNameSchema } from '../wallets/schemas';

/**
 * Events: time-limited quests a student joins, such as "finish 5 activities" or "earn
 * 200 XP". Progress counts only what happens after joining and inside the event's window; the
 * reward is claimed once.
 */
export const questKinds = ['activities', 'experience'] as const;
const timestamp = z.iso.datetime({ offset: true });

export const eventSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug is lower-case words joined by hyphens.')
  .max(60);

export const eventFieldsSchema = z
  .strictObject({
    slug: eventSlugSchema,
    title: lineText({
      empty: issueText(/*i18n*/ { id: 'events.give-a-title', message: 'Give the event a title.' }),
      max: 120,
    }),
    description: z.string().trim().max(2000).default(''),
    startsAt: timestamp,
    endsAt: timestamp,
    quest: z.strictObject({
      kind: z.enum(questKinds, { message: 'quest.kind must be activities or experience.' }),
      target: z.number().int().min(1).max(100_000),
    }),
    reward: z.strictObject({
      wallet: walletNameSchema,
      amount: z.number().int().min(1).max(100_000),
    }),
  })
  .refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), {
    message: issueText(
      /*i18n*/ { id: 'events.ends-after-it-starts', message: 'endsAt must be after startsAt.' },
    ),
    path: ['endsAt'],
  });
export type EventFields = z.output<typeof eventFieldsSchema>;

/**
 * PUT /sparked-api/events/{id} (admins): the fields sent change. The window is checked on the
 * event as changed, on the server.
 */
export const eventChangesSchema = changesOf(eventFieldsSchema);

export const eventStatuses = ['upcoming', 'live', 'ended'] as const;

export const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: timestamp,
  endsAt: timestamp,
  status: z.enum(eventStatuses),
  quest: z.object({ kind: z.enum(questKinds), target: z.number().int() }),
  reward: walletAmountSchema,
  participants: z.number().int(),
  /** The signed-in student's entry: null until they join. */
  entry: z
    .object({
      joinedAt: timestamp,
      /** What counts so far, up to the target. */
      progress: z.number().int(),
      claimedAt: timestamp.nullable(),
    })
    .nullable(),
});
export type SparkedEvent = z.infer<typeof eventSchema>;
export const eventResponseSchema = z.object({ data: eventSchema });
export const eventsResponseSchema = z.object({ data: z.array(eventSchema) });

/** POST /sparked-api/events/{slug}/claim: what the reward gave and the balances after. */
export const eventClaimResponseSchema = z.object({
  data: z.object({ event: eventSchema, wallets: walletBalancesSchema }),
});
