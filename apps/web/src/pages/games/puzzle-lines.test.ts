import { describe, expect, it } from 'vitest';
import { entriesOf, glossaryLines } from './puzzle-lines';

describe('puzzle lines', () => {
  it('reads a term and its clue from each line, by colon, dash or tab', () => {
    expect(
      entriesOf(
        'Glucose: The sugar plants make.\n\n Stomata - Pores on a leaf \nRoots\tUnderground',
      ),
    ).toEqual([
      { term: 'Glucose', clue: 'The sugar plants make.' },
      { term: 'Stomata', clue: 'Pores on a leaf' },
      { term: 'Roots', clue: 'Underground' },
    ]);
  });

  it('keeps a clue as it was typed, dashes and colons in it too', () => {
    expect(
      entriesOf(
        'Crater: Bowl-shaped hollow at the top: where lava comes out\nX-ray: Light – but unseen\nMagma - Molten rock - below ground\nAsh-cloud',
      ),
    ).toEqual([
      { term: 'Crater', clue: 'Bowl-shaped hollow at the top: where lava comes out' },
      { term: 'X-ray', clue: 'Light – but unseen' },
      { term: 'Magma', clue: 'Molten rock - below ground' },
      { term: 'Ash', clue: 'cloud' },
    ]);
  });

  it('writes a glossary as lines, leaving out terms a grid cannot hold', () => {
    const lines = glossaryLines([
      { term: 'Carbon dioxide', definition: 'A gas plants take in.' },
      { term: 'Photosynthetically', definition: 'Too long for a grid.' },
      { term: 'O', definition: 'Too short.' },
    ]);
    expect(lines).toBe('Carbon dioxide: A gas plants take in.');
    expect(entriesOf(lines)).toEqual([{ term: 'Carbon dioxide', clue: 'A gas plants take in.' }]);
  });
});
