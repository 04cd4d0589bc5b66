/**
 * Five shades per colour group (spec §3 Theme). Shades are relative to the theme, not to white:
 * 100 is the solid fill (buttons, badges' dots), 125 the emphasis shade that reads as text on the
 * background and on the group's own 25/50 tints, and 75 → 25 step towards the background.
 */
export type ColourScale = { 125: string; 100: string; 75: string; 50: string; 25: string };

/** Matches `paletteSchema` in @sparked/contracts, the shape served by GET /website/themes. */
export type Palette = {
  background: { base: string; mute: string };
  typography: {
    /** Text colour on solid fills (shade 100 and 125 of a colour group), e.g. button labels. */
    complimentary: string;
    h1: string;
    h2: string;
    h3: string;
    h4: string;
    h5: string;
    h6: string;
    paragraph: string;
    label: string;
    link: { base: string; hover: string };
  };
  mute: ColourScale;
  primary: ColourScale;
  secondary: ColourScale;
  accent: ColourScale;
  success: ColourScale;
  error: ColourScale;
};

export const colourGroups = ['mute', 'primary', 'secondary', 'accent', 'success', 'error'] as const;
export type ColourGroup = (typeof colourGroups)[number];

export const shades = [125, 100, 75, 50, 25] as const;
export type Shade = (typeof shades)[number];

/** Server palettes may add any theme name, so this stays open. */
export type ThemeName = string;
