import { type KnowledgeEntry, translatedQuestions } from './knowledge-base';
import { terms } from './text';

/**
 * Ranked FAQ retrieval: BM25F over each entry's question (with its translations, so a learner may
 * ask in Filipino), phrasings and answer. Fields are weighted because the question and phrasings
 * say what an entry is about, while an answer also mentions neighbouring topics (the energy answer
 * names the store).
 */

export interface Candidate {
  entry: KnowledgeEntry;
  /** BM25F score; only comparable within one query. */
  score: number;
  /**
   * Share of the query's information (IDF mass) that this entry matched, 0 to 1. Unlike the
   * score it does not grow with query length, so one threshold works for short and long queries.
   */
  confidence: number;
}

export interface Retriever {
  /** Best candidates first; entries that match no query term are left out. */
  search(query: string, limit?: number): Candidate[];
  /** The top candidate when it is confident enough to answer with, otherwise undefined. */
  best(query: string): Candidate | undefined;
}

export interface RetrievalOptions {
  weights: { question: number; phrasings: number; answer: number };
  /** BM25 term-frequency saturation and length normalisation. */
  k1: number;
  b: number;
  /**
   * Below this confidence Janus says it does not know: the entry must explain about a third of
   * what is distinctive in the question. Stricter (0.5) refused a quarter of fair questions in
   * retrieval-quality.test.ts, while all but one of its off-topic questions stay below 0.3.
   */
  minConfidence: number;
}

export const defaultRetrievalOptions: RetrievalOptions = {
  weights: { question: 3, phrasings: 2, answer: 0.5 },
  k1: 1.2,
  b: 0.75,
  minConfidence: 0.3,
};

interface IndexedEntry {
  entry: KnowledgeEntry;
  /** Field-weighted term frequency. */
  frequencies: Map<string, number>;
  length: number;
}

function indexEntry(entry: KnowledgeEntry, weights: RetrievalOptions['weights']): IndexedEntry {
  const frequencies = new Map<string, number>();
  let length = 0;
  const add = (text: string, weight: number) => {
    for (const term of terms(text)) {
      frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
      length += weight;
    }
  };
  for (const question of [entry.question, ...translatedQuestions(entry)]) {
    add(question, weights.question);
  }
  for (const phrasing of entry.phrasings) add(phrasing, weights.phrasings);
  add(entry.answer, weights.answer);
  return { entry, frequencies, length };
}

export function createRetriever(
  entries: readonly KnowledgeEntry[],
  options: RetrievalOptions = defaultRetrievalOptions,
): Retriever {
  const indexed = entries.map((entry) => indexEntry(entry, options.weights));
  const count = indexed.length;
  const averageLength = indexed.reduce((sum, doc) => sum + doc.length, 0) / Math.max(count, 1);

  const documentFrequency = new Map<string, number>();
  for (const doc of indexed) {
    for (const term of doc.frequencies.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  // A word no entry uses is the most informative kind: it is what the question is really about,
  // and nothing here knows it, so it must weigh heavily against confidence.
  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (count - df + 0.5) / (df + 0.5));
  };

  const search = (query: string, limit = 5): Candidate[] => {
    const queryTerms = [...new Set(terms(query))];
    const totalInformation = queryTerms.reduce((sum, term) => sum + idf(term), 0);
    if (totalInformation === 0) return [];
    const candidates: Candidate[] = [];
    for (const doc of indexed) {
      let score = 0;
      let matchedInformation = 0;
      for (const term of queryTerms) {
        const frequency = doc.frequencies.get(term);
        if (!frequency) continue;
        const weight = idf(term);
        const norm = options.k1 * (1 - options.b + (options.b * doc.length) / averageLength);
        score += (weight * frequency * (options.k1 + 1)) / (frequency + norm);
        matchedInformation += weight;
      }
      if (score > 0) {
        candidates.push({
          entry: doc.entry,
          score,
          confidence: matchedInformation / totalInformation,
        });
      }
    }
    // Ties broken by id so the answer never depends on the knowledge base's row order.
    candidates.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
    return candidates.slice(0, limit);
  };

  return {
    search,
    best(query) {
      const [top] = search(query, 1);
      return top && top.confidence >= options.minConfidence ? top : undefined;
    },
  };
}
