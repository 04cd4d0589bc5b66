import type { AccessTokenClaims, CodeBox, CodeBoxSummary } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { ProviderError } from '../assistants';
import { UnbuildableIdeaError } from './providers';
import { codeBoxRepository as repository } from './repository';

export type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

export const noSuchBox = () =>
  notFound(
    /*i18n*/ {
      id: 'code-box.there-is-no-such-code-box',
      message: 'There is no such code box. Start a new one from your list.',
    },
  );

/** A provider's failure as an answer the user can act on; anything else is a bug and stays one. */
export async function generated<T>(work: Promise<T>, field: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnbuildableIdeaError)
      throw new AppError(422, 'validation_failed', error.message, [
        { path: field, message: error.message },
      ]);
    if (error instanceof ProviderError) throw new AppError(503, 'unavailable', error.message);
    throw error;
  }
}

const iso = (date: Date) => date.toISOString();

export function summaryOf(
  row: NonNullable<Awaited<ReturnType<typeof repository.summary>>>,
): CodeBoxSummary {
  const { ownerId: _owner, ...summary } = row;
  return { ...summary, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

/** The box, refused (404) to anyone but its owner. */
export async function owned(db: Database, caller: Caller, id: string) {
  const row = await repository.summary(db, id);
  if (!row || row.ownerId !== caller.id) throw noSuchBox();
  return row;
}

/** Whether the caller may see a whole project: staff always, students where a teacher allows. */
export const fullCodeAllowed = (db: Database, caller: Caller) =>
  caller.user_role === 'student'
    ? repository.fullCodeAllowed(db, caller.id)
    : Promise.resolve(true);

/** The box with every version of its specification and code and all its feedback. */
export async function readBox(db: Database, caller: Caller, id: string): Promise<CodeBox> {
  const row = await owned(db, caller, id);
  const [specifications, code, feedback, allowed] = await Promise.all([
    repository.specifications(db, id),
    repository.code(db, id),
    repository.feedback(db, id),
    fullCodeAllowed(db, caller),
  ]);
  return {
    ...summaryOf(row),
    specifications: specifications.map((entry) => ({
      version: entry.version,
      source: entry.source,
      template: entry.template,
      specification: entry.specification,
      createdAt: iso(entry.createdAt),
    })),
    code: code.map((entry) => ({
      version: entry.version,
      source: entry.source,
      specificationVersion: entry.specificationVersion,
      code: entry.code,
      createdAt: iso(entry.createdAt),
    })),
    feedback: feedback.map((entry) => ({
      id: entry.id,
      level: entry.level,
      codeVersion: entry.codeVersion,
      summary: entry.summary,
      hints: entry.hints,
      solution: entry.solution,
      createdAt: iso(entry.createdAt),
    })),
    fullCodeAllowed: allowed,
  };
}

/** Writes under the box's lock, so versions are numbered one after another. */
export async function write(db: Database, id: string, change: (tx: Database) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    if (!(await repository.lock(tx, id))) throw noSuchBox();
    await change(tx);
  });
}

/** A specification version, or the newest. */
export async function specificationVersion(db: Database, id: string, version?: number) {
  const all = await repository.specifications(db, id);
  const chosen = version === undefined ? all[0] : all.find((entry) => entry.version === version);
  return chosen;
}

/** A code version, or the newest. */
export async function codeVersion(db: Database, id: string, version?: number) {
  const all = await repository.code(db, id);
  return version === undefined ? all[0] : all.find((entry) => entry.version === version);
}
