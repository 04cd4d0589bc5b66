import type { HintLevel, ProjectCode, Specification } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import {
  type Caller,
  codeVersion,
  fullCodeAllowed,
  generated,
  owned,
  readBox,
  specificationVersion,
  summaryOf,
  write,
} from './code-box-records';
import { previewDocument } from './preview/preview-document';
import type { CodeBoxProvider } from './providers';
import { codeBoxRepository as repository } from './repository';

/** The code box (decision 0017): only its owner reads or changes it. */
export function createCodeBoxService(deps: { db: Database; provider: CodeBoxProvider }) {
  const { db, provider } = deps;

  return {
    list: async (caller: Caller) =>
      (await repository.summaries(db, caller.id)).map((row) => summaryOf(row)),

    read: (caller: Caller, id: string) => readBox(db, caller, id),

    async create(caller: Caller, prompt: string) {
      const specified = await generated(provider.specify(prompt), 'prompt');
      const id = await db.transaction(async (tx) => {
        const box = await repository.insert(tx, caller.id, specified.specification.title, prompt);
        await repository.addSpecification(tx, box.id, { source: 'generated', ...specified });
        return box.id;
      });
      return readBox(db, caller, id);
    },

    async generateSpecification(caller: Caller, id: string, revisedIdea?: string) {
      const box = await owned(db, caller, id);
      const idea = revisedIdea ?? box.prompt;
      const specified = await generated(provider.specify(idea), 'prompt');
      await write(db, id, async (tx) => {
        await repository.addSpecification(tx, id, { source: 'generated', ...specified });
        if (revisedIdea) await repository.touch(tx, id, { prompt: revisedIdea });
      });
      return readBox(db, caller, id);
    },

    async updateSpecification(caller: Caller, id: string, specification: Specification) {
      await owned(db, caller, id);
      const latest = await specificationVersion(db, id);
      await write(db, id, (tx) =>
        repository.addSpecification(tx, id, {
          source: 'edited',
          template: latest?.template ?? null,
          specification,
        }),
      );
      return readBox(db, caller, id);
    },

    async generateCode(caller: Caller, id: string, version?: number) {
      await owned(db, caller, id);
      const chosen = await specificationVersion(db, id, version);
      if (!chosen)
        throw notFound(
          version
            ? /*i18n*/ {
                id: 'code-box.no-such-specification-version',
                message: 'There is no specification version {version}.',
                values: { version },
              }
            : /*i18n*/ {
                id: 'code-box.write-a-specification-first',
                message: 'Write a specification first.',
              },
        );
      const code = await generated(provider.build(chosen), 'specification');
      await write(db, id, (tx) =>
        repository.addCode(tx, id, {
          source: 'generated',
          specificationVersion: chosen.version,
          code,
        }),
      );
      return readBox(db, caller, id);
    },

    async saveCode(caller: Caller, id: string, code: ProjectCode) {
      await owned(db, caller, id);
      const latest = await codeVersion(db, id);
      await write(db, id, (tx) =>
        repository.addCode(tx, id, {
          source: 'edited',
          specificationVersion: latest?.specificationVersion ?? null,
          code,
        }),
      );
      return readBox(db, caller, id);
    },

    async feedback(caller: Caller, id: string, level: HintLevel, version?: number) {
      await owned(db, caller, id);
      const chosen = await codeVersion(db, id, version);
      if (!chosen)
        throw notFound(
          version
            ? /*i18n*/ {
                id: 'code-box.no-such-code-version',
                message: 'There is no code version {version}.',
                values: { version },
              }
            : /*i18n*/ {
                id: 'code-box.generate-or-write-the-code-first',
                message: 'Generate or write the code first.',
              },
        );
      // Read against what the student wants now: the newest specification.
      const specified = await specificationVersion(db, id);
      const review = await generated(
        provider.review({ code: chosen.code, specification: specified?.specification, level }),
        'code',
      );
      // The whole project only at the last level and only where a teacher allows it.
      const solution =
        level === 3 && specified && (await fullCodeAllowed(db, caller))
          ? await generated(provider.build(specified), 'specification').catch(() => null)
          : null;
      await write(db, id, (tx) =>
        repository.addFeedback(tx, id, { codeVersion: chosen.version, level, ...review, solution }),
      );
      return readBox(db, caller, id);
    },

    preview: (code: ProjectCode) => previewDocument(code),
  };
}

export type CodeBoxService = ReturnType<typeof createCodeBoxService>;
