import { describe, expect, it } from 'vitest';
import { readableTextOn, storedTextColor } from './text-colors';

describe('storedTextColor', () => {
  it('keeps the hex colours the editor writes', () => {
    expect(storedTextColor('#1A7F37')).toBe('#1a7f37');
    expect(storedTextColor('#ffeb3b80')).toBe('#ffeb3b80');
  });

  it('drops anything that could carry more than a colour', () => {
    for (const value of [
      'red',
      'rgb(0, 0, 0)',
      '#fff',
      'url(x)',
      '#000000; position: fixed',
      7,
      null,
    ])
      expect(storedTextColor(value)).toBeNull();
  });
});

describe('readableTextOn', () => {
  it('puts black on light highlights and white on dark ones', () => {
    expect(readableTextOn('#fff59d')).toBe('#000000');
    expect(readableTextOn('#ffeb3b')).toBe('#000000');
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
    expect(readableTextOn('#d32f2f')).toBe('#ffffff');
  });
});
