import type { ActivityContent } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { embedsOf } from './embeds';
import { embeddableHostRepository as repository } from './host-repository';

const iso = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The sites authors may embed, and the check every save of content goes through. `onChange`
 * hears of every addition and removal (the pages' frame policy lists the sites).
 */
export function createEmbeddableHosts(deps: { db: Database; onChange?: () => Promise<void> }) {
  const { db, onChange } = deps;
  return {
    list: async () => (await repository.list(db)).map(iso),

    async add(adminId: string, entry: { host: string; note: string }) {
      const row = await repository.add(db, { ...entry, addedBy: adminId });
      if (!row)
        throw new AppError(
          409,
          'conflict',
          /*i18n*/ {
            id: 'modules.is-already-on-the-list',
            message: '{host} is already on the list.',
            values: { host: entry.host },
          },
        );
      await onChange?.();
      return iso(row);
    },

    async remove(host: string) {
      if (!(await repository.remove(db, host)))
        throw notFound(
          /*i18n*/ {
            id: 'modules.is-not-on-the-list-of',
            message: '{host} is not on the list of sites Sparked may embed.',
            values: { host },
          },
        );
      await onChange?.();
    },

    /** Refuses content that frames a site not on the list, naming each one and where it is. */
    async check(tx: Database, content: ActivityContent) {
      const embeds = embedsOf(content).map((embed) => ({
        ...embed,
        host: new URL(embed.url).hostname,
      }));
      const allowed = await repository.allowed(tx, [...new Set(embeds.map((e) => e.host))]);
      const refused = embeds.filter((embed) => !allowed.has(embed.host));
      if (refused.length === 0) return;
      const hosts = [...new Set(refused.map((embed) => embed.host))].join(', ');
      throw new AppError(
        400,
        'validation_failed',
        /*i18n*/ {
          id: 'modules.sparked-may-not-embed-use-a',
          message:
            'Sparked may not embed {hosts}. Use a site on the list, or ask an admin to add it.',
          values: { hosts },
        },
        refused.map((embed) => ({
          path: embed.path,
          message: `${embed.host} is not on the list.`,
        })),
      );
    },
  };
}
export type EmbeddableHosts = ReturnType<typeof createEmbeddableHosts>;
