import { describe, expect, it } from 'vitest';
import { forbiddenWordsFor } from './forbidden-words';
import { glossaryOf } from './glossary-terms';

const term = (text: string, definition: string, extra: object[] = []) => ({
  type: 'text',
  text,
  marks: [...extra, { type: 'glossaryTerm', attrs: { definition } }],
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });

describe('glossaryOf', () => {
  it('finds marked terms in every block and page, once each, in reading order', () => {
    const ebook = {
      type: 'ebook',
      blocks: [
        {
          id: 'a',
          type: 'text',
          doc: {
            type: 'doc',
            content: [
              paragraph(
                { type: 'text', text: 'Plants hold ' },
                term('chlorophyll', 'The green pigment that captures light.'),
                { type: 'text', text: ' in their leaves.' },
              ),
            ],
          },
        },
      ],
    };
    const pages = {
      type: 'multi-ebook',
      pages: [
        {
          id: 'p',
          title: 'One',
          blocks: [
            {
              id: 'c',
              type: 'callout',
              tone: 'info',
              doc: {
                type: 'doc',
                content: [
                  paragraph(
                    term('carbon ', 'A gas plants take in.'),
                    term('dioxide', 'A gas plants take in.', [{ type: 'bold' }]),
                    { type: 'text', text: ' and ' },
                    term('Chlorophyll', 'Said again, differently.'),
                  ),
                ],
              },
            },
          ],
        },
      ],
    };
    expect(glossaryOf([ebook, pages])).toEqual([
      { term: 'chlorophyll', definition: 'The green pigment that captures light.' },
      { term: 'carbon dioxide', definition: 'A gas plants take in.' },
    ]);
  });

  it('is empty for content without marks', () => {
    expect(glossaryOf([{ type: 'form', questions: [] }])).toEqual([]);
  });
});

describe('forbiddenWordsFor', () => {
  it('forbids the telling words of the definition, not fillers or the term itself', () => {
    expect(
      forbiddenWordsFor('Roots', 'The rooted parts of a plant that take water from the soil.'),
    ).toEqual(['parts', 'plant', 'water', 'soil']);
  });

  it('gives what it can from a short definition', () => {
    expect(forbiddenWordsFor('Oxygen', 'A gas.')).toEqual([]);
  });
});
