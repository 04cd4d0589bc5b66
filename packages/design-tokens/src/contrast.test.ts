import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { colourGroups, type Palette } from './palette';
import { builtInPalettes, builtInThemeNames } from './palettes';

describe('contrastRatio', () => {
  it('follows the WCAG formula', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#fff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('rejects colours it cannot read', () => {
    expect(() => relativeLuminance('red')).toThrow(TypeError);
    expect(() => relativeLuminance('#12345')).toThrow(TypeError);
  });
});

type Pair = { what: string; foreground: string; background: string };

/** Text pairs, mirroring what the components in @sparked/ui actually draw. */
function textPairs(palette: Palette): Pair[] {
  const { background, typography } = palette;
  const texts = {
    h1: typography.h1,
    h2: typography.h2,
    h3: typography.h3,
    h4: typography.h4,
    h5: typography.h5,
    h6: typography.h6,
    paragraph: typography.paragraph,
    label: typography.label,
    'link base': typography.link.base,
    'link hover': typography.link.hover,
  };
  const onBackgrounds = Object.entries(texts).flatMap(([name, colour]) => [
    { what: `${name} on background.base`, foreground: colour, background: background.base },
    { what: `${name} on background.mute`, foreground: colour, background: background.mute },
  ]);
  // Button labels are typography.complimentary on solid fills, at rest (100) and on hover (125).
  const buttonLabels = (['primary', 'error'] as const).flatMap((group) =>
    ([100, 125] as const).map((shade) => ({
      what: `button text (complimentary) on ${group} ${shade}`,
      foreground: typography.complimentary,
      background: palette[group][shade],
    })),
  );
  // Badges, modal icons and the secondary button: a group's 125 on its own tints.
  const tints = colourGroups.map((group) => ({
    what: `${group} 125 on ${group} 25`,
    foreground: palette[group][125],
    background: palette[group][25],
  }));
  const onSurfaces = [
    {
      what: 'secondary 125 on secondary 50 (secondary button hover)',
      foreground: palette.secondary[125],
      background: palette.secondary[50],
    },
    {
      what: 'primary 125 on background.base (ghost button)',
      foreground: palette.primary[125],
      background: background.base,
    },
    {
      what: 'mute 125 on background.base (field description)',
      foreground: palette.mute[125],
      background: background.base,
    },
    {
      what: 'error 125 on background.base (field error)',
      foreground: palette.error[125],
      background: background.base,
    },
  ];
  return [...onBackgrounds, ...buttonLabels, ...tints, ...onSurfaces];
}

/** Non-text contrast (WCAG 1.4.11): focus ring, field borders, spinner. */
function nonTextPairs(palette: Palette): Pair[] {
  const { background } = palette;
  return [
    {
      what: 'focus ring on background.base',
      foreground: palette.primary[125],
      background: background.base,
    },
    {
      what: 'focus ring on background.mute',
      foreground: palette.primary[125],
      background: background.mute,
    },
    { what: 'field border (mute 100)', foreground: palette.mute[100], background: background.base },
    {
      what: 'invalid field border (error 100)',
      foreground: palette.error[100],
      background: background.base,
    },
    {
      what: 'spinner (primary 100)',
      foreground: palette.primary[100],
      background: background.base,
    },
  ];
}

describe.each(builtInThemeNames)('the %s palette', (name) => {
  const palette = builtInPalettes[name];
  const textMinimum = name === 'high-contrast' ? 7 : 4.5;

  it.each(textPairs(palette))(`gives $what at least ${textMinimum}:1`, (pair) => {
    expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(textMinimum);
  });

  it.each(nonTextPairs(palette))('gives $what at least 3:1', (pair) => {
    expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(3);
  });
});
