import { describe, expect, it } from 'vitest';
import { licenceNamedIn, moduleLicences } from './constants';

describe('the licence a rights statement names', () => {
  it('is found by its address, even beside a longer one that contains it', () => {
    expect(licenceNamedIn('See https://creativecommons.org/licenses/by-sa/4.0/ for terms')).toBe(
      'cc-by-sa-4.0',
    );
    expect(licenceNamedIn('http://creativecommons.org/licenses/by/4.0')).toBe('cc-by-4.0');
  });

  it('is found by its name or short name when the address is missing', () => {
    expect(
      licenceNamedIn('Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International'),
    ).toBe('cc-by-nc-sa-4.0');
    expect(licenceNamedIn('Licence: CC BY-ND 4.0')).toBe('cc-by-nd-4.0');
  });

  it('is none for a statement that names no licence Sparked offers', () => {
    expect(licenceNamedIn('All rights reserved.')).toBeNull();
    expect(licenceNamedIn('GNU GPL 3')).toBeNull();
    expect(licenceNamedIn('')).toBeNull();
  });

  it('reads back what the export writes, for every licence', () => {
    for (const [id, { name, url }] of Object.entries(moduleLicences)) {
      if (!url) continue;
      expect(licenceNamedIn(`Licensed under ${name} (${url}) by the authors.`)).toBe(id);
    }
  });
});
