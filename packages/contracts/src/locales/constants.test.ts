import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isLocale, matchLocale } from './constants';

describe('choosing a language from what the browser asks for', () => {
  it('takes the first supported language, by its primary subtag', () => {
    expect(matchLocale(['fil-PH', 'en-US'])).toBe('fil');
    expect(matchLocale(['de-DE', 'en-GB', 'fil'])).toBe('en');
    expect(matchLocale(['FIL'])).toBe('fil');
  });

  it('serves Tagalog in Filipino, and anything unsupported in English', () => {
    expect(matchLocale(['tl-PH'])).toBe('fil');
    expect(matchLocale(['ja', 'zh-Hant'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('reads an Accept-Language header by quality, then by order', () => {
    expect(acceptedLanguages('en;q=0.8, fil-PH, fil;q=0.9, *;q=0.1')).toEqual([
      'fil-PH',
      'fil',
      'en',
    ]);
    expect(acceptedLanguages('de, en')).toEqual(['de', 'en']);
    expect(acceptedLanguages('fil;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(matchLocale(acceptedLanguages('es-MX,fil-PH;q=0.7,en;q=0.5'))).toBe('fil');
  });

  it('knows its own languages only', () => {
    expect(isLocale('fil')).toBe(true);
    expect(isLocale('en-XA')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
