import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { builtInPalettes } from './palettes';
import { type StaticTokens, staticTokens } from './tokens';
import { paletteVariables } from './variables';

const namesIn = (tree: unknown) => JSON.stringify(tree).match(/--sp-[\w-]+/g) ?? [];

describe('vars', () => {
  it('reads exactly the colour properties that applyPalette sets, besides the static tokens', () => {
    const staticNames = Object.keys(staticTokens).flatMap((key) =>
      namesIn(vars[key as keyof StaticTokens]),
    );
    const appliedNames = Object.keys(paletteVariables(builtInPalettes.light));

    // A semantic group sharing a name with a static one would drop entries here.
    expect(namesIn(vars).sort()).toEqual([...appliedNames, ...staticNames].sort());
    expect(vars.color.typography.link.hover).toBe('var(--sp-color-typography-link-hover)');
  });

  it('names the semantic tier by role', () => {
    expect(vars.surface.base).toBe('var(--sp-surface-base)');
    expect(vars.text.heading.h1).toBe('var(--sp-text-heading-h1)');
    expect(vars.border.focus).toBe('var(--sp-border-focus)');
    expect(vars.interactive.primary.background).toBe('var(--sp-interactive-primary-background)');
    expect(vars.feedback.danger.text).toBe('var(--sp-feedback-danger-text)');
    expect(vars.emphasis.accent.solid).toBe('var(--sp-emphasis-accent-solid)');
  });

  it('names the static tokens with the same prefix', () => {
    expect(vars.space[4]).toBe('var(--sp-space-4)');
    expect(vars.font.size['2xl']).toBe('var(--sp-font-size-2xl)');
    expect(vars.zIndex.popover).toBe('var(--sp-z-index-popover)');
  });
});
