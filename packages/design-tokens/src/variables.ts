import type { Palette, ThemeName } from './palette';
import { defaultThemeName } from './palettes';
import { light } from './palettes/light';
import { semanticColours } from './semantic';
import { staticTokens } from './tokens';

/** Every colour that changes with the theme: the palette itself and the semantic tier over it. */
export function themeColours(palette: Palette) {
  return { color: palette, ...semanticColours(palette) };
}
export type ThemeColours = ReturnType<typeof themeColours>;

type TokenTree = { [key: string]: string | TokenTree };
type VariableTree<T> = { [K in keyof T]: T[K] extends string ? string : VariableTree<T[K]> };

const kebabCase = (segment: string) =>
  segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function toVariableNames<T extends object>(tree: T, path: string[] = []): VariableTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const keyPath = [...path, kebabCase(key)];
      return [
        key,
        typeof value === 'string' ? `--sp-${keyPath.join('-')}` : toVariableNames(value, keyPath),
      ];
    }),
  ) as VariableTree<T>;
}

// The light palette is only the shape template here; every palette has the same keys.
const themeColourNames = toVariableNames(themeColours(light));

/**
 * The stable `--sp-…` custom property names, e.g. `--sp-color-primary-100` (palette),
 * `--sp-text-muted`, `--sp-interactive-primary-hover` (semantic), `--sp-space-4`. The theme
 * contract is built from this tree, so these names are public API: renaming one is a breaking
 * change.
 */
export const variableNames = { ...themeColourNames, ...toVariableNames(staticTokens) };

function pairLeaves(names: TokenTree, values: TokenTree): Array<[string, string]> {
  return Object.entries(names).flatMap(([key, name]) => {
    const value = values[key];
    if (typeof name === 'string') return typeof value === 'string' ? [[name, value]] : [];
    return typeof value === 'object' ? pairLeaves(name, value) : [];
  });
}

/**
 * Colour custom properties for a palette, palette and semantic tiers: variable name → colour.
 * The semantic values are resolved here rather than left as `var(--sp-color-…)` references: a
 * reference resolves where it is declared and descendants inherit the result, so references
 * declared on :root would keep the root's colours under an element given another palette.
 */
export function paletteVariables(palette: Palette): Record<string, string> {
  return Object.fromEntries(pairLeaves(themeColourNames, themeColours(palette)));
}

/**
 * Sets a palette's colour variables, semantic tier included, inline on `target`. This is how
 * palettes from GET /website/themes are applied; inline values win over the built-in theme
 * selectors.
 */
export function applyPalette(palette: Palette, target: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(paletteVariables(palette))) {
    target.style.setProperty(name, value);
  }
}

/** Local storage key for the chosen theme name (spec §9). */
export const activeThemeStorageKey = 'activeTheme';

export function readActiveThemeName(storage: Storage): ThemeName {
  return storage.getItem(activeThemeStorageKey) || defaultThemeName;
}

export function storeActiveThemeName(storage: Storage, name: ThemeName) {
  storage.setItem(activeThemeStorageKey, name);
}
