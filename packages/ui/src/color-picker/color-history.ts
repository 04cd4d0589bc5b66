import { formatHex, parseHex } from './color';

/** Spec §9: up to 8 recent colours, most recent first, under this local storage key. */
export const colorHistoryStorageKey = 'color-history';
export const colorHistoryLimit = 8;

/** Hex forms differ (`#F00`, `#ff0000ff`); one spelling per colour keeps the list free of twins. */
function canonical(hex: string): string | null {
  const rgba = parseHex(hex);
  return rgba ? formatHex(rgba) : null;
}

/** Puts `hex` first, drops its earlier entry and anything past the limit. */
export function addToColorHistory(history: readonly string[], hex: string): string[] {
  const entry = canonical(hex);
  if (!entry) return [...history];
  return [entry, ...history.filter((item) => item !== entry)].slice(0, colorHistoryLimit);
}

/** `localStorage`, or undefined where reading it throws (sandboxed frames, blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored history; a missing, blocked or malformed entry reads as empty. */
export function readColorHistory(storage: Storage | undefined): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(colorHistoryStorageKey) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is string => typeof item === 'string')
      .reduceRight<string[]>((history, hex) => addToColorHistory(history, hex), []);
  } catch (error) {
    console.warn('Colour picker: the colour history could not be read.', error);
    return [];
  }
}

/** Adds colours, the last one most recent, to the stored history; storage failures only warn. */
export function rememberColors(storage: Storage | undefined, hexes: readonly string[]): void {
  const history = hexes.reduce(addToColorHistory, readColorHistory(storage));
  try {
    storage?.setItem(colorHistoryStorageKey, JSON.stringify(history));
  } catch (error) {
    console.warn('Colour picker: the colour history could not be saved.', error);
  }
}
