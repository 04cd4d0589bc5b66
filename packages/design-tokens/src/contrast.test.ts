import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import type { Palette } from './palette';
import { builtInPalettes, builtInThemeNames } from './palettes';
import { semanticColours } from './semantic';

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

const on = (what: string, foreground: string, background: string): Pair => ({
  what,
  foreground,
  background,
});

/** Every feedback and emphasis tone, by name. */
function tones(palette: Palette) {
  const { feedback, emphasis } = semanticColours(palette);
  return [
    ...Object.entries(feedback).map(([name, tone]) => [`feedback.${name}`, tone] as const),
    ...Object.entries(emphasis).map(([name, tone]) => [`emphasis.${name}`, tone] as const),
  ];
}

/** Text pairs in semantic tokens, mirroring what the components actually draw. */
function textPairs(palette: Palette): Pair[] {
  const { surface, text, interactive, emphasis } = semanticColours(palette);
  const texts = {
    ...Object.fromEntries(
      Object.entries(text.heading).map(([level, colour]) => [`heading.${level}`, colour]),
    ),
    body: text.body,
    label: text.label,
    muted: text.muted,
    'link.base': text.link.base,
    'link.hover': text.link.hover,
  };
  // Every text colour on every neutral surface it can sit on.
  const onSurfaces = Object.entries(texts).flatMap(([name, colour]) =>
    (['base', 'muted', 'subtle'] as const).map((key) =>
      on(`text.${name} on surface.${key}`, colour, surface[key]),
    ),
  );
  const actions = (['primary', 'danger', 'secondary'] as const).flatMap((key) => [
    on(`interactive.${key}.text at rest`, interactive[key].text, interactive[key].background),
    on(`interactive.${key}.text on hover`, interactive[key].text, interactive[key].hover),
  ]);
  const states = [
    on('text.inverse on surface.inverse (tooltip)', text.inverse, surface.inverse),
    on('interactive.ghost.text on surface.base', interactive.ghost.text, surface.base),
    on('interactive.ghost.text on hover', interactive.ghost.text, interactive.ghost.hover),
    on(
      'text.link.hover on interactive.ghost.hover (nav link)',
      text.link.hover,
      interactive.ghost.hover,
    ),
    on('interactive.selected.text', interactive.selected.text, interactive.selected.background),
    on('text.body on interactive.hover', text.body, interactive.hover),
    on('text.muted on interactive.hover', text.muted, interactive.hover),
  ];
  // Badges, notices, icon badges and tinted boxes: a tone's text, and body text, on its tint.
  const onTints = tones(palette).flatMap(([name, tone]) => [
    on(`${name}.text on its background`, tone.text, tone.background),
    on(`${name}.text on surface.base`, tone.text, surface.base),
    on(`text.body on ${name}.background`, text.body, tone.background),
  ]);
  const onBrand = on(
    'text.inverse on emphasis.primary.solid (chat header)',
    text.inverse,
    emphasis.primary.solid,
  );
  return [...onSurfaces, ...actions, ...states, ...onTints, onBrand];
}

/** Non-text contrast (WCAG 1.4.11): focus ring, control edges, switch tracks, solid tones. */
function nonTextPairs(palette: Palette): Pair[] {
  const { surface, border, interactive } = semanticColours(palette);
  return [
    on('border.focus on surface.base', border.focus, surface.base),
    on('border.focus on surface.muted', border.focus, surface.muted),
    on('border.control on surface.base', border.control, surface.base),
    on('border.strong on surface.base', border.strong, surface.base),
    on(
      'interactive.selected.border on surface.base (tab bar)',
      interactive.selected.border,
      surface.base,
    ),
    on(
      'interactive.primary.background on surface.base (switch on)',
      interactive.primary.background,
      surface.base,
    ),
    on('switch thumb on the off track', surface.base, border.control),
    on('switch thumb on the on track', surface.base, interactive.primary.background),
    // Toast stripes, invalid field edges, the spinner and progress bar, reward icons.
    ...tones(palette).map(([name, tone]) =>
      on(`${name}.solid on surface.base`, tone.solid, surface.base),
    ),
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
