import { describe, expect, it } from 'vitest';
import { hasTranslation, translate } from './catalogues';

describe("the server's texts from the product's catalogues (decision 0046)", () => {
  const signIn = { id: 'error.sign-in-to-continue', message: 'Sign in to continue.' };

  it('reads Filipino from apps/web/src/locales/fil.po, and English from the code', () => {
    expect(translate('fil', signIn)).toBe('Mag-sign in para magpatuloy.');
    expect(translate('en', signIn)).toBe('Sign in to continue.');
    expect(hasTranslation('fil', signIn.id)).toBe(true);
  });

  it("falls back to the descriptor's English, with its values, for a text a catalogue lacks", () => {
    const unknown = { id: 'test.unknown', message: 'Hello {name}.', values: { name: 'Ana' } };
    expect(translate('fil', unknown)).toBe('Hello Ana.');
    expect(hasTranslation('fil', unknown.id)).toBe(false);
  });
});
