// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToColorHistory,
  colorHistoryLimit,
  colorHistoryStorageKey,
  readColorHistory,
  rememberColors,
} from './color-history';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('addToColorHistory', () => {
  it('puts the newest colour first without duplicates', () => {
    expect(addToColorHistory(['#00ff00', '#ff0000'], '#FF0000')).toEqual(['#ff0000', '#00ff00']);
    // Different spellings of one colour are one entry.
    expect(addToColorHistory(['#ff0000'], '#f00f')).toEqual(['#ff0000']);
  });

  it('keeps at most 8 colours (spec §9)', () => {
    const history = Array.from(
      { length: 12 },
      (_, index) => `#0000${index.toString(16).padStart(2, '0')}`,
    ).reduce(addToColorHistory, [] as string[]);
    expect(history).toHaveLength(colorHistoryLimit);
    expect(history[0]).toBe('#00000b');
    expect(history.at(-1)).toBe('#000004');
  });

  it('ignores text that is not a colour', () => {
    expect(addToColorHistory(['#ff0000'], 'tomato')).toEqual(['#ff0000']);
  });
});

describe('stored history', () => {
  it('is saved under "color-history", most recent first', () => {
    rememberColors(localStorage, ['#ff0000']);
    rememberColors(localStorage, ['#00ff00', '#0000ff']);
    expect(JSON.parse(localStorage.getItem(colorHistoryStorageKey) ?? '')).toEqual([
      '#0000ff',
      '#00ff00',
      '#ff0000',
    ]);
    expect(readColorHistory(localStorage)).toEqual(['#0000ff', '#00ff00', '#ff0000']);
  });

  it('reads missing, malformed or foreign entries as an empty or cleaned list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readColorHistory(localStorage)).toEqual([]);
    localStorage.setItem(colorHistoryStorageKey, '{not json');
    expect(readColorHistory(localStorage)).toEqual([]);
    localStorage.setItem(colorHistoryStorageKey, '"#ff0000"');
    expect(readColorHistory(localStorage)).toEqual([]);
    localStorage.setItem(colorHistoryStorageKey, JSON.stringify(['#F00', 7, 'blue', '#ff0000']));
    expect(readColorHistory(localStorage)).toEqual(['#ff0000']);
  });

  it('survives storage that throws or is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readColorHistory(broken)).toEqual([]);
    expect(() => rememberColors(broken, ['#ff0000'])).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(readColorHistory(undefined)).toEqual([]);
    expect(() => rememberColors(undefined, ['#ff0000'])).not.toThrow();
  });
});
