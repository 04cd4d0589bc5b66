import type {
  AccessTokenClaims,
  Board,
  Competition,
  CompetitionFields,
  Standing,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, notFound } from '../../http/errors';
import { type AuditActor, saveAudited } from '../core/audit-log';
import { statusOf, statusOrder } from '../core/event-status';
import { claimReward } from '../core/reward-claims-repository';
import { ranked, shownName } from '../leagues';
import type { WalletBook } from '../wallets';
import { experienceEarned } from '../wallets';
import { type CompetitionRow, competitionRepository as repository } from './competition-repository';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
type Page = { offset?: number; limit: number };

const invalid = (path: string, message: string) =>
  new AppError(400, 'validation_failed', message, [{ path, message }]);
const noCompetition = () => notFound('There is no such competition.');

/**
 * Competitions. An entrant's score is the experience credited to them inside the
 * window; places go by score, then by who entered first (a class's students count as entered at
 * the start). The close job saves every entrant's score and place and pays the prizes once.
 */
export function createCompetitionService(deps: {
  db: Database;
  book: WalletBook;
  now?: () => Date;
}) {
  const { db, book } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every entrant in place order: saved results once closed, else the score so far. */
  async function standingsOf(tx: Database, competition: CompetitionRow, until?: Date) {
    if (competition.closedAt) return repository.results(tx, competition.id);
    const entrants = await repository.entrants(tx, competition.id);
    const end = until ?? (competition.endsAt < now() ? competition.endsAt : now());
    const scores =
      end > competition.startsAt
        ? await experienceEarned(
            tx,
            entrants.map((entrant) => entrant.userId),
            competition.startsAt,
            end,
          )
        : new Map<string, number>();
    return ranked(
      entrants.map((entrant) => ({
        ...entrant,
        experience: scores.get(entrant.userId) ?? 0,
        joinedAt: entrant.registeredAt ?? competition.startsAt,
      })),
    ).map(({ experience, ...entrant }) => ({ ...entrant, score: experience }));
  }
  type Ranked = Awaited<ReturnType<typeof standingsOf>>[number];

  async function present(tx: Database, competition: CompetitionRow, caller: Caller | null) {
    const [standings, classIds] = await Promise.all([
      standingsOf(tx, competition),
      repository.classIds(tx, competition.id),
    ]);
    const mine = caller ? standings.find((entrant) => entrant.userId === caller.id) : undefined;
    const student = caller?.user_role === 'student';
    return {
      id: competition.id,
      slug: competition.slug,
      title: competition.title,
      description: competition.description,
      rules: competition.rules,
      startsAt: competition.startsAt.toISOString(),
      endsAt: competition.endsAt.toISOString(),
      status: statusOf(competition, now()),
      registration: competition.registration,
      classIds,
      prizes: competition.prizes,
      entrants: standings.length,
      eligible: student && (competition.registration === 'open' || mine !== undefined),
      entry: mine
        ? {
            registeredAt: mine.registeredAt?.toISOString() ?? null,
            score: mine.score,
            rank: mine.rank,
          }
        : null,
      closedAt: competition.closedAt?.toISOString() ?? null,
    } satisfies Competition;
  }

  async function find(slug: string) {
    const row = await repository.bySlug(db, slug);
    if (!row) throw noCompetition();
    return row;
  }

  async function checkClasses(classIds: readonly string[] | undefined) {
    if (!classIds?.length) return;
    const found = await repository.existingClasses(db, classIds);
    if (found.length < new Set(classIds).size)
      throw invalid('classIds', 'Every one of classIds must be a class.');
  }

  /** Writes a competition and its audit row in one transaction. */
  async function save(
    actor: AuditActor,
    before: CompetitionRow | null,
    write: (tx: Database) => Promise<CompetitionRow>,
  ) {
    try {
      const row = await saveAudited(db, actor, {
        id: before?.id ?? null,
        find: async () => before,
        write: (tx) => write(tx),
        actions: { create: 'competition.create', update: 'competition.update' },
        kind: 'competition',
        missing: 'There is no such competition.',
      });
      return present(db, row, null);
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('A competition with this slug exists already. Choose another.');
      throw error;
    }
  }

  /** Pays a closed competition's prizes, each to the entrant in its place who scored. */
  async function payPrizes(tx: Database, competition: CompetitionRow, standings: Ranked[]) {
    for (const prize of competition.prizes) {
      const winner = standings[prize.place - 1];
      if (!winner || winner.score === 0) continue;
      if (
        !(await claimReward(
          tx,
          winner.userId,
          `competition:${competition.id}:${prize.place}:${prize.wallet}`,
        ))
      )
        continue;
      await book.apply(tx, winner.userId, [
        {
          wallet: prize.wallet,
          delta: prize.amount,
          kind: 'reward',
          reason: `Prize for place ${prize.place} in ${competition.title}`,
          reference: `competitions:${competition.id}`,
        },
      ]);
    }
  }

  return {
    async list(caller: Caller): Promise<Competition[]> {
      const rows = await repository.all(db);
      const shown = await Promise.all(rows.map((row) => present(db, row, caller)));
      return shown.sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
    },

    get: async (caller: Caller | null, slug: string) => present(db, await find(slug), caller),

    /** Places by nickname (full names for admins); opted-out entrants are left off. */
    async standings(caller: Caller | null, slug: string, page: Page): Promise<Board> {
      const standings = await standingsOf(db, await find(slug));
      const rule = caller?.user_role === 'admin' ? 'full' : 'nickname';
      const visible = standings.filter(
        (entrant) => entrant.onBoards || entrant.userId === caller?.id,
      );
      const standing = (entrant: Ranked): Standing => ({
        rank: entrant.rank,
        userId: entrant.userId,
        name: shownName(rule, entrant),
        experience: entrant.score,
        you: entrant.userId === caller?.id,
      });
      const mine = visible.findIndex((entrant) => entrant.userId === caller?.id);
      const offset =
        page.offset ?? (mine < 0 ? 0 : Math.max(0, mine - Math.floor((page.limit - 1) / 2)));
      const you = visible[mine];
      return {
        total: visible.length,
        offset,
        entries: visible.slice(offset, offset + page.limit).map(standing),
        you: you ? standing(you) : null,
      };
    },

    async register(caller: Caller, slug: string) {
      const competition = await find(slug);
      if (competition.registration !== 'open')
        throw conflict('This competition is for its classes: join one of them to take part.');
      if (statusOf(competition, now()) === 'ended') throw conflict('Registration has closed.');
      await repository.register(db, competition.id, caller.id, now());
      return present(db, competition, caller);
    },

    async create(actor: AuditActor, fields: CompetitionFields) {
      await checkClasses(fields.classIds);
      return save(actor, null, async (tx) => {
        const row = await repository.insert(tx, fields);
        await repository.setClasses(tx, row.id, fields.classIds);
        return row;
      });
    },

    async update(actor: AuditActor, slug: string, changes: Partial<CompetitionFields>) {
      const competition = await find(slug);
      if (competition.closedAt)
        throw conflict('This competition is closed; its results stay as they are.');
      const startsAt = changes.startsAt ? new Date(changes.startsAt) : competition.startsAt;
      const endsAt = changes.endsAt ? new Date(changes.endsAt) : competition.endsAt;
      if (endsAt <= startsAt) throw invalid('endsAt', 'endsAt must be after startsAt.');
      await checkClasses(changes.classIds);
      return save(actor, competition, async (tx) => {
        const row = (await repository.update(tx, competition.id, changes)) ?? competition;
        if (changes.classIds) await repository.setClasses(tx, row.id, changes.classIds);
        return row;
      });
    },

    /** The `competitions/close-ended` job: closes each ended competition once; answers how many. */
    async closeEnded(): Promise<number> {
      let closed = 0;
      for (const due of await repository.due(db, now())) {
        const done = await db.transaction(async (tx) => {
          const competition = await repository.close(tx, due.id, now());
          if (!competition) return false;
          const standings = await standingsOf(
            tx,
            { ...competition, closedAt: null },
            competition.endsAt,
          );
          for (const entrant of standings)
            await repository.saveResult(tx, competition.id, {
              userId: entrant.userId,
              score: entrant.score,
              finalRank: entrant.rank,
            });
          await payPrizes(tx, competition, standings);
          return true;
        });
        if (done) closed += 1;
      }
      return closed;
    },
  };
}
export type CompetitionService = ReturnType<typeof createCompetitionService>;
