import { describe, expect, it } from 'vitest';
import { terms, words } from './text';

describe('text normalisation', () => {
  it('folds multi-word names and contractions into single words', () => {
    expect(words("I can't log in to the Code Box")).toEqual([
      'i',
      'cant',
      'signin',
      'to',
      'the',
      'codebox',
    ]);
    expect(words('it logged me out')).toEqual(['it', 'signout']);
  });

  it('drops stop words and meets inflections and synonyms at one term', () => {
    expect(terms('How do I buy hairstyles?')).toEqual(terms('purchase hair'));
    expect(terms('copied')).toEqual(terms('copy'));
    expect(terms('replaced')).toEqual(terms('replace'));
    expect(terms('enrollment')).toEqual(terms('enrol'));
    expect(terms('the and of')).toEqual([]);
  });

  it('reads Filipino into the same terms as its English', () => {
    expect(terms('Paano ko papalitan ang password ko?')).toEqual(terms('change password'));
    expect(terms('nawala ang puntos ko')).toEqual(terms('lost points'));
    expect(terms('bumili sa tindahan')).toEqual(terms('buy in the store'));
    expect(terms('Hindi ako makapag-sign in')).toEqual(terms('sign in'));
    expect(terms('ang mga ng sa po ba')).toEqual([]);
  });
});
