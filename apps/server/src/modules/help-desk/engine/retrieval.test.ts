import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from './knowledge-base';
import { createRetriever } from './retrieval';

const entry = (id: string, question: string, answer: string): KnowledgeEntry => ({
  id,
  question,
  phrasings: [],
  answer,
});

const entries = [
  entry('energy', 'How does energy refill?', 'One energy every 30 minutes.'),
  entry('store', 'How does the store work?', 'Buy items; an energy refill costs diamonds.'),
  entry('theme', 'How do I change the theme?', 'Use the theme menu.'),
];

describe('createRetriever', () => {
  const retriever = createRetriever(entries);

  it('ranks an entry about a word above one that only mentions it in its answer', () => {
    const ranked = retriever.search('energy refills').map((candidate) => candidate.entry.id);
    expect(ranked).toEqual(['energy', 'store']);
  });

  it('matches inflections and synonyms, not only equal keywords', () => {
    expect(retriever.best('where is the shop')?.entry.id).toBe('store');
    expect(retriever.best('changing themes')?.entry.id).toBe('theme');
  });

  it('reports how much of the question an entry explains', () => {
    const [top] = retriever.search('energy refill volcano');
    expect(top?.confidence).toBeGreaterThan(0);
    expect(top?.confidence).toBeLessThan(1);
    expect(retriever.search('energy refill')[0]?.confidence).toBe(1);
  });

  it('refuses to answer when the question is mostly about something else', () => {
    expect(retriever.best('volcano eruption forecast for energy')).toBeUndefined();
    expect(retriever.search('how do I')).toEqual([]);
  });

  it('does not depend on the order of the knowledge base', () => {
    const reversed = createRetriever([...entries].reverse());
    expect(reversed.search('how does it work')).toEqual(retriever.search('how does it work'));
  });
});
