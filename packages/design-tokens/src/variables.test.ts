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
  it('names every palette colour with a stable --sp-color- property', () => {
    const variables = paletteVariables(light);
    const paletteNames = Object.keys(variables).filter((name) => name.startsWith('--sp-color-'));

    expect(variables).toMatchObject({
      '--sp-color-background-base': light.background.base,
      '--sp-color-background-mute': '#e0e0e0',
      '--sp-color-typography-h1': light.typography.h1,
      '--sp-color-typography-link-hover': light.typography.link.hover,
      '--sp-color-primary-100': light.primary[100],
      '--sp-color-error-25': light.error[25],
    });
    // 2 backgrounds + 11 typography + 6 groups × 5 shades.
    expect(paletteNames).toHaveLength(43);
  });

  it('resolves the semantic tier from the palette', () => {
    expect(paletteVariables(dark)).toMatchObject({
      '--sp-surface-base': dark.background.base,
      '--sp-text-muted': dark.mute[125],
      '--sp-border-focus': dark.primary[125],
      '--sp-interactive-primary-text': dark.typography.complimentary,
      '--sp-feedback-danger-background': dark.error[25],
    });
  });
});

describe('applyPalette', () => {
  it('sets the variables on the document element by default', () => {
    applyPalette(dark);

    const style = document.documentElement.style;
    expect(style.getPropertyValue('--sp-color-background-base')).toBe(dark.background.base);
    expect(style.getPropertyValue('--sp-color-secondary-75')).toBe(dark.secondary[75]);
    expect(style.getPropertyValue('--sp-interactive-selected-text')).toBe(dark.primary[125]);
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
