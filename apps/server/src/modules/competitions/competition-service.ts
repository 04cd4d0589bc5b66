import type { Board, Competition, CompetitionFields, Standing } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, issueOf, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { type AuditActor, saveAudited } from '../core/audit-log';
import { statusOf, statusOrder } from '../core/event-status';
import { shownName } from '../leagues';
import type { WalletBook } from '../wallets';
import { closeEnded } from './competition-closing';
import { type CompetitionRow, competitionRepository as repository } from './competition-repository';
import {
  type Caller,
  present as presentAt,
  type Ranked,
  standingsOf as standingsAt,
} from './competition-standings';

type Page = { offset?: number; limit: number };

const invalid = (path: string, message: ServerMessage) =>
  new AppError(400, 'validation_failed', message, [issueOf(path, message)]);
/** The refusals the service writes (decision 0046), kept out of its long body. */
const said = {
  everyClassMustExist: /*i18n*/ {
    id: 'competitions.every-class-must-exist',
    message: 'Every one of classIds must be a class.',
  },
  noSuchCompetition: /*i18n*/ {
    id: 'competitions.there-is-no-such-competition',
    message: 'There is no such competition.',
  },
  endsAfterItStarts: /*i18n*/ {
    id: 'events.ends-after-it-starts',
    message: 'endsAt must be after startsAt.',
  },
};
const noCompetition = () =>
  notFound(
    /*i18n*/ {
      id: 'competitions.there-is-no-such-competition',
      message: 'There is no such competition.',
    },
  );

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
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const standingsOf = (tx: Database, competition: CompetitionRow, until?: Date) =>
    standingsAt(now, tx, competition, until);
  const present = (tx: Database, competition: CompetitionRow, caller: Caller | null) =>
    presentAt(now, tx, competition, caller);

  async function find(slug: string) {
    const row = await repository.bySlug(db, slug);
    if (!row) throw noCompetition();
    return row;
  }

  async function checkClasses(classIds: readonly string[] | undefined) {
    if (!classIds?.length) return;
    const found = await repository.existingClasses(db, classIds);
    if (found.length < new Set(classIds).size) throw invalid('classIds', said.everyClassMustExist);
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
        missing: said.noSuchCompetition,
      });
      return present(db, row, null);
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(
          /*i18n*/ {
            id: 'competitions.a-competition-with-this-slug-exists',
            message: 'A competition with this slug exists already. Choose another.',
          },
        );
      throw error;
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
        throw conflict(
          /*i18n*/ {
            id: 'competitions.this-competition-is-for-its-classes',
            message: 'This competition is for its classes: join one of them to take part.',
          },
        );
      if (statusOf(competition, now()) === 'ended')
        throw conflict(
          /*i18n*/ {
            id: 'competitions.registration-has-closed',
            message: 'Registration has closed.',
          },
        );
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
        throw conflict(
          /*i18n*/ {
            id: 'competitions.this-competition-is-closed-its-results',
            message: 'This competition is closed; its results stay as they are.',
          },
        );
      const startsAt = changes.startsAt ? new Date(changes.startsAt) : competition.startsAt;
      const endsAt = changes.endsAt ? new Date(changes.endsAt) : competition.endsAt;
      if (endsAt <= startsAt) throw invalid('endsAt', said.endsAfterItStarts);
      await checkClasses(changes.classIds);
      return save(actor, competition, async (tx) => {
        const row = (await repository.update(tx, competition.id, changes)) ?? competition;
        if (changes.classIds) await repository.setClasses(tx, row.id, changes.classIds);
        return row;
      });
    },
    /** The `competitions/close-ended` job: closes each ended competition once; answers how many. */
    closeEnded: () => closeEnded({ ...deps, now }),
  };
}
export type CompetitionService = ReturnType<typeof createCompetitionService>;
