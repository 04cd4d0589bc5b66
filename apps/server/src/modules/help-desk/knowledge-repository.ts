import { asc, count, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { knowledgeBaseEntries } from '../../db/schema';
import type { KnowledgeEntry } from './engine';

/** Janus's knowledge base as the database holds it. */
export const knowledgeRepository = {
  /** A value that changes whenever an entry is added, edited or removed. */
  async version(db: Database): Promise<string> {
    const [row] = await db
      .select({ rows: count(), latest: max(knowledgeBaseEntries.updatedAt) })
      .from(knowledgeBaseEntries);
    return `${row?.rows ?? 0}:${row?.latest?.toISOString() ?? ''}`;
  },

  async entries(db: Database): Promise<KnowledgeEntry[]> {
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
