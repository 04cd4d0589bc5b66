import { sourceLocale, supportedLocales } from '@sparked/contracts';
import { type ServerMessage, translate } from '../../../i18n/catalogues';
import { said } from '../../../i18n/reader';
import { storedOrSeeded } from '../../../i18n/seeded-texts';
import { seededArticles } from './seeded-articles';

/**
 * Janus's FAQ knowledge base as the database holds it. The server seeds it with Sparked's own
 * articles; the engine takes whatever list it is given, so staff edits reach Janus without a
 * deploy.
 */
export interface KnowledgeEntry {
  /** Stable key, also what the retrieval tests name. */
  id: string;
  question: string;
  /** Other ways people ask it, and keywords; weighted below the question in retrieval. */
  phrasings: string[];
  answer: string;
  link?: { label: string; href: string };
}

/** Sparked's articles in English, as the database is seeded with them. */
export const janusKnowledgeBase: readonly KnowledgeEntry[] = seededArticles.map(
  ({ question, answer, link, ...article }) => ({
    ...article,
    question: question.message,
    answer: answer.message,
    ...(link ? { link: { label: link.label.message, href: link.href } } : {}),
  }),
);

const articlesById = new Map(seededArticles.map((article) => [article.id, article]));

/**
 * An entry's texts in the reader's language (decision 0046). A text still as Sparked seeded it is
 * read from the catalogue; one that staff have edited, or an entry they added, is shown as they
 * wrote it: the catalogue translates the text it replaced.
 */
export function inReadersLanguage(entry: KnowledgeEntry): KnowledgeEntry {
  const article = articlesById.get(entry.id);
  if (!article) return entry;
  const read = (stored: string, seeded: ServerMessage) => storedOrSeeded(said, stored, seeded);
  return {
    ...entry,
    question: read(entry.question, article.question),
    answer: read(entry.answer, article.answer),
    ...(entry.link && article.link
      ? { link: { ...entry.link, label: read(entry.link.label, article.link.label) } }
      : {}),
  };
}

/**
 * How the entry's question is asked in the other languages Sparked speaks, for retrieval to match
 * a learner asking in theirs: the catalogue's translations while the stored question is still the
 * seeded English. A question staff wrote has none: the translation was of the one it replaced.
 */
export function translatedQuestions(entry: KnowledgeEntry): string[] {
  const article = articlesById.get(entry.id);
  if (!article || entry.question !== article.question.message) return [];
  return supportedLocales
    .filter((locale) => locale !== sourceLocale)
    .map((locale) => translate(locale, article.question))
    .filter((question) => question !== entry.question);
}
