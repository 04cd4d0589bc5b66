import { asc, count, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { knowledgeBaseEntries } from '../../db/schema';
import type { KnowledgeSource } from '../assistants/providers/local';
import type { KnowledgeEntry } from './engine';

/** Janus's knowledge base as the database holds it; an edited or added row changes the version. */
export function databaseKnowledge(db: Database): KnowledgeSource {
  return {
    async version() {
      const [row] = await db
        .select({ rows: count(), latest: max(knowledgeBaseEntries.updatedAt) })
        .from(knowledgeBaseEntries);
      return `${row?.rows ?? 0}:${row?.latest?.toISOString() ?? ''}`;
    },
    async entries(): Promise<KnowledgeEntry[]> {
      const rows = await db
        .select({
          id: knowledgeBaseEntries.id,
          question: knowledgeBaseEntries.question,
          phrasings: knowledgeBaseEntries.phrasings,
          answer: knowledgeBaseEntries.answer,
          link: knowledgeBaseEntries.link,
        })
        .from(knowledgeBaseEntries)
        .orderBy(asc(knowledgeBaseEntries.id));
      return rows.map(({ link, ...entry }) => (link ? { ...entry, link } : entry));
    },
  };
}
