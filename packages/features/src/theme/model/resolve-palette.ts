import type { ThemesResponse } from '@sparked/contracts';
import { builtInPalettes, defaultThemeName, type Palette } from '@sparked/design-tokens';

// The server's palettes and ours must be the same shape; this fails to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const paletteShapesAgree: Same<ThemesResponse['data'][string], Palette> = true;
void paletteShapesAgree;

/**
 * The palette to apply: the server's palette for the theme when it has one, else the built-in one,
 * else the default theme's.
 */
export function resolvePalette(
  name: string,
  serverPalettes: ThemesResponse['data'] | undefined,
): Palette {
  return (
    serverPalettes?.[name] ??
    builtInPalettes[name as keyof typeof builtInPalettes] ??
    builtInPalettes[defaultThemeName]
  );
}

/** Names to offer: the server's themes and the built-in ones, without repeats. */
export function availableThemeNames(serverPalettes: ThemesResponse['data'] | undefined): string[] {
  return [...new Set([...Object.keys(builtInPalettes), ...Object.keys(serverPalettes ?? {})])];
}
