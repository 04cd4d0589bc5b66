import type {
  AccessTokenClaims,
  CodeBox,
  CodeBoxSummary,
  HintLevel,
  ProjectCode,
  Specification,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { ProviderError } from '../assistants';
import { previewDocument } from './preview/preview-document';
import { type CodeBoxProvider, UnbuildableIdeaError } from './providers';
import { codeBoxRepository as repository } from './repository';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

const noSuchBox = () => notFound('There is no such code box. Start a new one from your list.');

/** A provider's failure as an answer the user can act on; anything else is a bug and stays one. */
async function generated<T>(work: Promise<T>, field: string): Promise<T> {
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

function summaryOf(
  row: NonNullable<Awaited<ReturnType<typeof repository.summary>>>,
): CodeBoxSummary {
  const { ownerId: _owner, ...summary } = row;
  return { ...summary, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

/** The code box (decision 0017): only its owner reads or changes it. */
export function createCodeBoxService(deps: { db: Database; provider: CodeBoxProvider }) {
  const { db, provider } = deps;

  async function owned(caller: Caller, id: string) {
    const row = await repository.summary(db, id);
    if (!row || row.ownerId !== caller.id) throw noSuchBox();
    return row;
  }

  const fullCodeAllowed = (caller: Caller) =>
    caller.user_role === 'student'
      ? repository.fullCodeAllowed(db, caller.id)
      : Promise.resolve(true);

  async function read(caller: Caller, id: string): Promise<CodeBox> {
    const row = await owned(caller, id);
    const [specifications, code, feedback, allowed] = await Promise.all([
      repository.specifications(db, id),
      repository.code(db, id),
      repository.feedback(db, id),
      fullCodeAllowed(caller),
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
  async function write(id: string, change: (tx: Database) => Promise<unknown>) {
    await db.transaction(async (tx) => {
      if (!(await repository.lock(tx, id))) throw noSuchBox();
      await change(tx);
    });
  }

  async function specificationVersion(id: string, version?: number) {
    const all = await repository.specifications(db, id);
    const chosen = version === undefined ? all[0] : all.find((entry) => entry.version === version);
    return chosen;
  }

  async function codeVersion(id: string, version?: number) {
    const all = await repository.code(db, id);
    return version === undefined ? all[0] : all.find((entry) => entry.version === version);
  }

  return {
    list: async (caller: Caller) =>
      (await repository.summaries(db, caller.id)).map((row) => summaryOf(row)),

    read,

    async create(caller: Caller, prompt: string) {
      const specified = await generated(provider.specify(prompt), 'prompt');
      const id = await db.transaction(async (tx) => {
        const box = await repository.insert(tx, caller.id, specified.specification.title, prompt);
        await repository.addSpecification(tx, box.id, { source: 'generated', ...specified });
        return box.id;
      });
      return read(caller, id);
    },

    async generateSpecification(caller: Caller, id: string, revisedIdea?: string) {
      const box = await owned(caller, id);
      const idea = revisedIdea ?? box.prompt;
      const specified = await generated(provider.specify(idea), 'prompt');
      await write(id, async (tx) => {
        await repository.addSpecification(tx, id, { source: 'generated', ...specified });
        if (revisedIdea) await repository.touch(tx, id, { prompt: revisedIdea });
      });
      return read(caller, id);
    },

    async updateSpecification(caller: Caller, id: string, specification: Specification) {
      await owned(caller, id);
      const latest = await specificationVersion(id);
      await write(id, (tx) =>
        repository.addSpecification(tx, id, {
          source: 'edited',
          template: latest?.template ?? null,
          specification,
        }),
      );
      return read(caller, id);
    },

    async generateCode(caller: Caller, id: string, version?: number) {
      await owned(caller, id);
      const chosen = await specificationVersion(id, version);
      if (!chosen)
        throw notFound(
          version
            ? `There is no specification version ${version}.`
            : 'Write a specification first.',
        );
      const code = await generated(provider.build(chosen), 'specification');
      await write(id, (tx) =>
        repository.addCode(tx, id, {
          source: 'generated',
          specificationVersion: chosen.version,
          code,
        }),
      );
      return read(caller, id);
    },

    async saveCode(caller: Caller, id: string, code: ProjectCode) {
      await owned(caller, id);
      const latest = await codeVersion(id);
      await write(id, (tx) =>
        repository.addCode(tx, id, {
          source: 'edited',
          specificationVersion: latest?.specificationVersion ?? null,
          code,
        }),
      );
      return read(caller, id);
    },

    async feedback(caller: Caller, id: string, level: HintLevel, version?: number) {
      await owned(caller, id);
      const chosen = await codeVersion(id, version);
      if (!chosen)
        throw notFound(
          version ? `There is no code version ${version}.` : 'Generate or write the code first.',
        );
      // Read against what the student wants now: the newest specification.
      const specified = await specificationVersion(id);
      const review = await generated(
        provider.review({ code: chosen.code, specification: specified?.specification, level }),
        'code',
      );
      // The whole project only at the last level and only where a teacher allows it.
      const solution =
        level === 3 && specified && (await fullCodeAllowed(caller))
          ? await generated(provider.build(specified), 'specification').catch(() => null)
          : null;
      await write(id, (tx) =>
        repository.addFeedback(tx, id, { codeVersion: chosen.version, level, ...review, solution }),
      );
      return read(caller, id);
    },

    preview: (code: ProjectCode) => previewDocument(code),
  };
}

export type CodeBoxService = ReturnType<typeof createCodeBoxService>;
