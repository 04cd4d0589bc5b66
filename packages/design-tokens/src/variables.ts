import type { Palette, ThemeName } from './palette';
import { defaultThemeName } from './palettes';
import { light } from './palettes/light';
import { staticTokens } from './tokens';

/** Palette colours plus the few the components derive from it, so runtime palettes get them too. */
export type ThemeColours = Palette & {
  /** Focus ring; the emphasis shade reaches 3:1 on both backgrounds in every built-in palette. */
  focus: string;
};

export function themeColours(palette: Palette): ThemeColours {
  return { ...palette, focus: palette.primary[125] };
}

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

/**
 * The stable `--sp-…` custom property names, e.g. `--sp-color-primary-100`,
 * `--sp-color-typography-link-hover`, `--sp-space-4`. The theme contract is built from this tree,
 * so these names are public API: renaming one is a breaking change.
 */
export const variableNames = toVariableNames({
  // The light palette is only the shape template here; every palette has the same keys.
  color: themeColours(light),
  ...staticTokens,
});

function pairLeaves(names: TokenTree, values: TokenTree): Array<[string, string]> {
  return Object.entries(names).flatMap(([key, name]) => {
    const value = values[key];
    if (typeof name === 'string') return typeof value === 'string' ? [[name, value]] : [];
    return typeof value === 'object' ? pairLeaves(name, value) : [];
  });
}

/** Colour custom properties for a palette: variable name → colour. */
export function paletteVariables(palette: Palette): Record<string, string> {
  return Object.fromEntries(pairLeaves(variableNames.color, themeColours(palette)));
}

/**
 * Sets a palette's colour variables inline on `target`. This is how palettes from
 * GET /website/themes are applied; inline values win over the built-in theme selectors.
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
