import type { AccessTokenClaims, EventFields, SparkedEvent } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { statusOf, statusOrder } from '../core/event-status';
import type { WalletBook } from '../wallets';
import { experienceEarned } from '../wallets';
import { type EntryRow, type EventRow, eventRepository as repository } from './events-repository';

/** The sentences this file answers with (decision 0046). */
const said = {
  thereIsNoSuchEvent: /*i18n*/ {
    id: 'student-area.there-is-no-such-event',
    message: 'There is no such event.',
  },
  endsatMustBeAfterStartsat: /*i18n*/ {
    id: 'student-area.endsat-must-be-after-startsat',
    message: 'endsAt must be after startsAt.',
  },
  anEventWithThisSlugExists: /*i18n*/ {
    id: 'student-area.an-event-with-this-slug-exists',
    message: 'An event with this slug exists already. Choose another.',
  },
  thisEventHasNotStartedYet: /*i18n*/ {
    id: 'student-area.this-event-has-not-started-yet',
    message: 'This event has not started yet.',
  },
  thisEventHasEnded: /*i18n*/ {
    id: 'student-area.this-event-has-ended',
    message: 'This event has ended.',
  },
  joinTheEventFirst: /*i18n*/ {
    id: 'student-area.join-the-event-first',
    message: 'Join the event first.',
  },
  youHaveClaimedThisRewardAlready: /*i18n*/ {
    id: 'student-area.you-have-claimed-this-reward-already',
    message: 'You have claimed this reward already.',
  },
  finishTheQuestBeforeClaimingIts: /*i18n*/ {
    id: 'student-area.finish-the-quest-before-claiming-its',
    message: 'Finish the quest before claiming its reward.',
  },
} satisfies Record<string, ServerMessage>;

const conflict = (message: string | ServerMessage) => new AppError(409, 'conflict', message);
const noEvent = () => notFound(said.thereIsNoSuchEvent);
const badWindow = () =>
  new AppError(400, 'validation_failed', said.endsatMustBeAfterStartsat, [
    { path: 'endsAt', message: 'endsAt must be after startsAt.' },
  ]);
const takenSlug = () => conflict(said.anEventWithThisSlugExists);

/**
 * Events: a student joins a live event; what counts towards its quest is what they do
 * after joining and before it ends (activities completed, or experience earned); the reward is
 * given once, through the ledger, when they claim it with the quest done.
 */
export function createEventService(deps: { db: Database; book: WalletBook; now?: () => Date }) {
  const { db, book } = deps;
  const now = deps.now ?? (() => new Date());

  async function progressOf(tx: Database, event: EventRow, entry: EntryRow) {
    const from = entry.joinedAt > event.startsAt ? entry.joinedAt : event.startsAt;
    const to = event.endsAt < now() ? event.endsAt : now();
    if (to <= from) return 0;
    const done =
      event.questKind === 'activities'
        ? await repository.activitiesCompleted(tx, entry.userId, from, to)
        : ((await experienceEarned(tx, [entry.userId], from, to)).get(entry.userId) ?? 0);
    return Math.min(done, event.questTarget);
  }

  async function present(
    tx: Database,
    event: EventRow,
    entry: EntryRow | undefined,
    participants: number,
  ): Promise<SparkedEvent> {
    return {
      id: event.id,
      slug: event.slug,
      title: event.title,
      description: event.description,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      status: statusOf(event, now()),
      quest: { kind: event.questKind, target: event.questTarget },
      reward: { wallet: event.rewardWallet, amount: event.rewardAmount },
      participants,
      entry: entry
        ? {
            joinedAt: entry.joinedAt.toISOString(),
            progress: await progressOf(tx, event, entry),
            claimedAt: entry.claimedAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  async function one(tx: Database, userId: string, event: EventRow) {
    const [entries, participants] = await Promise.all([
      repository.entries(tx, userId),
      repository.participants(tx, [event.id]),
    ]);
    return present(tx, event, entries.get(event.id), participants.get(event.id) ?? 0);
  }

  async function save(write: () => Promise<EventRow | undefined>, userId: string) {
    try {
      const row = await write();
      if (!row) throw noEvent();
      if (row.endsAt <= row.startsAt) throw badWindow();
      return one(db, userId, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw takenSlug();
      throw error;
    }
  }

  return {
    async list(caller: AccessTokenClaims) {
      const rows = await repository.all(db);
      const [entries, participants] = await Promise.all([
        repository.entries(db, caller.id),
        repository.participants(
          db,
          rows.map((row) => row.id),
        ),
      ]);
      const presented = await Promise.all(
        rows.map((row) => present(db, row, entries.get(row.id), participants.get(row.id) ?? 0)),
      );
      return presented.sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
    },

    async read(caller: AccessTokenClaims, slug: string) {
      const event = await repository.bySlug(db, slug);
      if (!event) throw noEvent();
      return one(db, caller.id, event);
    },

    async join(caller: AccessTokenClaims, slug: string) {
      const event = await repository.bySlug(db, slug);
      if (!event) throw noEvent();
      const status = statusOf(event, now());
      if (status === 'upcoming') throw conflict(said.thisEventHasNotStartedYet);
      if (status === 'ended') throw conflict(said.thisEventHasEnded);
      await repository.join(db, event.id, caller.id, now());
      return one(db, caller.id, event);
    },

    async claim(caller: AccessTokenClaims, slug: string) {
      return db.transaction(async (tx) => {
        const event = await repository.bySlug(tx, slug);
        if (!event) throw noEvent();
        const entry = (await repository.entries(tx, caller.id)).get(event.id);
        if (!entry) throw conflict(said.joinTheEventFirst);
        if (entry.claimedAt) throw conflict(said.youHaveClaimedThisRewardAlready);
        if ((await progressOf(tx, event, entry)) < event.questTarget)
          throw conflict(said.finishTheQuestBeforeClaimingIts);
        if (!(await repository.claim(tx, event.id, caller.id, now())))
          throw conflict(said.youHaveClaimedThisRewardAlready);
        const { balances } = await book.apply(tx, caller.id, [
          {
            wallet: event.rewardWallet,
            delta: event.rewardAmount,
            kind: 'reward',
            reason: `Event reward: ${event.title}`,
            reference: `events:${event.id}`,
          },
        ]);
        return { event: await one(tx, caller.id, event), wallets: balances };
      });
    },

    create: (caller: AccessTokenClaims, fields: EventFields) =>
      save(() => repository.insert(db, fields), caller.id),

    async update(caller: AccessTokenClaims, slug: string, changes: Partial<EventFields>) {
      const event = await repository.bySlug(db, slug);
      if (!event) throw noEvent();
      return save(
        () =>
          db.transaction(async (tx) => {
            const row = await repository.update(tx, event.id, changes);
            // Checked on the event as changed; throwing rolls the change back.
            if (row && row.endsAt <= row.startsAt) throw badWindow();
            return row;
          }),
        caller.id,
      );
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
