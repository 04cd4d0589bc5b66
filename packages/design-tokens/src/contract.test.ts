import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { builtInPalettes } from './palettes';
import { paletteVariables } from './variables';

describe('vars', () => {
  it('reads exactly the colour properties that applyPalette sets', () => {
    const contractColours = JSON.stringify(vars.color).match(/--sp-[\w-]+/g);
    const appliedNames = Object.keys(paletteVariables(builtInPalettes.light));

    expect(contractColours?.sort()).toEqual(appliedNames.sort());
    expect(vars.color.typography.link.hover).toBe('var(--sp-color-typography-link-hover)');
  });

  it('names the static tokens with the same prefix', () => {
    expect(vars.space[4]).toBe('var(--sp-space-4)');
    expect(vars.font.size['2xl']).toBe('var(--sp-font-size-2xl)');
    expect(vars.zIndex.popover).toBe('var(--sp-z-index-popover)');
  });
});
