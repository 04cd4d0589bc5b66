// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { builtInPalettes } from './palettes';
import {
  activeThemeStorageKey,
  applyPalette,
  paletteVariables,
  readActiveThemeName,
  storeActiveThemeName,
} from './variables';

const { light, dark } = builtInPalettes;

describe('paletteVariables', () => {
  it('names every palette colour with a stable --sp- property', () => {
    const variables = paletteVariables(light);

    expect(variables).toMatchObject({
      '--sp-color-background-base': light.background.base,
      '--sp-color-background-mute': '#e0e0e0',
      '--sp-color-typography-h1': light.typography.h1,
      '--sp-color-typography-link-hover': light.typography.link.hover,
      '--sp-color-primary-100': light.primary[100],
      '--sp-color-error-25': light.error[25],
    });
    // 2 backgrounds + 11 typography + 6 groups × 5 shades + the derived focus colour.
    expect(Object.keys(variables)).toHaveLength(44);
  });

  it('derives the focus colour from the palette', () => {
    expect(paletteVariables(dark)['--sp-color-focus']).toBe(dark.primary[125]);
  });
});

describe('applyPalette', () => {
  it('sets the variables on the document element by default', () => {
    applyPalette(dark);

    const style = document.documentElement.style;
    expect(style.getPropertyValue('--sp-color-background-base')).toBe(dark.background.base);
    expect(style.getPropertyValue('--sp-color-secondary-75')).toBe(dark.secondary[75]);
  });

  it('sets the variables on a given element, replacing earlier values', () => {
    const target = document.createElement('div');
    applyPalette(dark, target);
    applyPalette(light, target);

    expect(target.style.getPropertyValue('--sp-color-primary-125')).toBe(light.primary[125]);
  });
});

describe('active theme name', () => {
  it('defaults to light when nothing is stored', () => {
    localStorage.clear();
    expect(readActiveThemeName(localStorage)).toBe('light');
  });

  it('reads back the stored name under activeTheme', () => {
    storeActiveThemeName(localStorage, 'high-contrast');

    expect(localStorage.getItem('activeTheme')).toBe('high-contrast');
    expect(activeThemeStorageKey).toBe('activeTheme');
    expect(readActiveThemeName(localStorage)).toBe('high-contrast');
  });
});
