import { builtInPalettes } from '@sparked/design-tokens';
import { describe, expect, it } from 'vitest';
import { availableThemeNames, resolvePalette } from './resolve-palette';

const serverLight = { ...builtInPalettes.light, background: { base: '#fefefe', mute: '#dddddd' } };

describe('resolvePalette', () => {
  it('prefers the server palette for the active theme', () => {
    expect(resolvePalette('light', { light: serverLight })).toBe(serverLight);
  });

  it('falls back to the built-in palette when the call failed or lacks the theme', () => {
    expect(resolvePalette('dark', undefined)).toBe(builtInPalettes.dark);
    expect(resolvePalette('high-contrast', { light: serverLight })).toBe(
      builtInPalettes['high-contrast'],
    );
  });

  it('falls back to light for a theme nobody knows', () => {
    expect(resolvePalette('sepia', undefined)).toBe(builtInPalettes.light);
  });
});

describe('availableThemeNames', () => {
  it('lists built-in and server themes once each', () => {
    expect(availableThemeNames({ light: serverLight, ocean: serverLight })).toEqual([
      'light',
      'dark',
      'high-contrast',
      'ocean',
    ]);
  });
});
