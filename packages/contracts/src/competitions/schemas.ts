import { z } from 'zod';
import { eventSlugSchema, eventStatuses } from '../events/schemas';
import { changesOf } from '../shared/changes';
import { issueText } from '../shared/issue-text';
import { lineText } from '../shared/plain-text';
import { walletNameSchema } from '../wallets/schemas';

/**
 * Competitions: a window in which entrants' experience is their score. Entrants are
 * the students of the eligible classes (entered without asking) or, with open registration, any
 * student who registers. At the close the places with a prize are paid to wallets, once.
 */
export const competitionRegistrations = ['open', 'classes'] as const;
const timestamp = z.iso.datetime({ offset: true });

export const competitionPrizeSchema = z.strictObject({
  /** 1 for the winner. */
  place: z.number().int().min(1).max(100),
  wallet: walletNameSchema,
  amount: z.number().int().min(1).max(100_000),
});
export type CompetitionPrize = z.infer<typeof competitionPrizeSchema>;

export const competitionFieldsSchema = z
  .strictObject({
    slug: eventSlugSchema,
    title: lineText({
      empty: issueText(
        /*i18n*/ { id: 'competitions.give-a-title', message: 'Give the competition a title.' },
      ),
      max: 120,
    }),
    description: z.string().trim().max(2000).default(''),
    /** Plain text, one rule a line. */
    rules: z.string().trim().max(4000).default(''),
    startsAt: timestamp,
    endsAt: timestamp,
    registration: z
      .enum(competitionRegistrations, { message: 'registration must be open or classes.' })
      .default('open'),
    /** The eligible classes, when registration is `classes`. */
    classIds: z.array(z.uuid('classIds must be class ids.')).max(50).default([]),
    prizes: z.array(competitionPrizeSchema).max(20).default([]),
  })
  .refine((fields) => Date.parse(fields.endsAt) > Date.parse(fields.startsAt), {
    message: issueText(
      /*i18n*/ { id: 'events.ends-after-it-starts', message: 'endsAt must be after startsAt.' },
    ),
    path: ['endsAt'],
  });
export type CompetitionFields = z.output<typeof competitionFieldsSchema>;

/** PUT /sparked-api/competitions/{slug} (admins): the fields sent change. */
export const competitionChangesSchema = changesOf(competitionFieldsSchema);

export const competitionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  rules: z.string(),
  startsAt: timestamp,
  endsAt: timestamp,
  status: z.enum(eventStatuses),
  registration: z.enum(competitionRegistrations),
  classIds: z.array(z.string()),
  prizes: z.array(competitionPrizeSchema),
  entrants: z.number().int(),
  /** Whether the signed-in student could take part: open registration, or an eligible class. */
  eligible: z.boolean(),
  /** The signed-in student's place: null when they are not an entrant (or not signed in). */
  entry: z
    .object({
      /** When they registered; null for a class's students, who are entered without asking. */
      registeredAt: timestamp.nullable(),
      score: z.number().int(),
      rank: z.number().int(),
    })
    .nullable(),
  /** Set once the prizes are paid. */
  closedAt: timestamp.nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;
export const competitionResponseSchema = z.object({ data: competitionSchema });
export const competitionsResponseSchema = z.object({ data: z.array(competitionSchema) });
