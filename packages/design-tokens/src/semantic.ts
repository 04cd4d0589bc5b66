import type { ColourScale, Palette } from './palette';

/**
 * A coloured tone: its pale tint, the hairline on that tint, the full-strength shade (stripes,
 * icons, edges that must reach 3:1) and the shade that reads as text on the tint and on surfaces.
 */
const tone = (scale: ColourScale) => ({
  background: scale[25],
  border: scale[50],
  solid: scale[100],
  text: scale[125],
});

/**
 * The semantic tier: colours named by the role they play, each one a palette colour. Components
 * read these and never a palette shade, so a palette can be re-tuned, or a role re-pointed, in
 * this one file. Every palette gets the same mapping, so built-in and server palettes agree.
 */
export function semanticColours(palette: Palette) {
  const { background, typography, mute, primary, secondary, accent, success, error } = palette;
  return {
    surface: {
      /** The page, cards, form controls and floating panels. */
      base: background.base,
      /** Behind the cards (the app shell), assistant chat bubbles, empty avatar frames. */
      muted: background.mute,
      /** A quiet neutral fill: image placeholders, disabled drop zones, neutral badges. */
      subtle: mute[25],
      /** Inverted against the page, so tooltips stand apart from whatever they cover. */
      inverse: mute[125],
    },
    text: {
      heading: {
        h1: typography.h1,
        h2: typography.h2,
        h3: typography.h3,
        h4: typography.h4,
        h5: typography.h5,
        h6: typography.h6,
      },
      body: typography.paragraph,
      label: typography.label,
      /** Descriptions, hints, placeholders, inactive tabs: still 4.5:1 on every neutral surface. */
      muted: mute[125],
      /** On solid fills (the brand fill, the inverse surface). */
      inverse: typography.complimentary,
      link: { base: typography.link.base, hover: typography.link.hover },
    },
    border: {
      /** Hairlines around surfaces and between regions; decorative, so no contrast minimum. */
      subtle: mute[50],
      /** The edge of form controls and swatches: 3:1 against the base surface. */
      control: mute[100],
      /** A control's edge under the pointer, and rings that must show on any colour. */
      strong: mute[125],
      disabled: mute[75],
      /** The keyboard focus ring: 3:1 against both surfaces. */
      focus: primary[125],
    },
    interactive: {
      primary: {
        background: primary[100],
        hover: primary[125],
        text: typography.complimentary,
      },
      secondary: {
        background: secondary[25],
        hover: secondary[50],
        border: secondary[100],
        text: secondary[125],
      },
      danger: { background: error[100], hover: error[125], text: typography.complimentary },
      /** A transparent action: brand text, a pale brand fill under the pointer. */
      ghost: { text: primary[125], hover: primary[25] },
      /** Highlighted menu items, pressed toggles, active tabs, the current page's link. */
      selected: { background: primary[25], border: primary[100], text: primary[125] },
      /** The neutral fill under the pointer on quiet controls (icon buttons, tabs, toolbars). */
      hover: mute[25],
    },
    feedback: {
      info: tone(primary),
      success: tone(success),
      warning: tone(accent),
      danger: tone(error),
    },
    /** Tones that carry no message: labels, tags, brand panels, rewards and prices. */
    emphasis: {
      primary: tone(primary),
      secondary: tone(secondary),
      accent: tone(accent),
    },
  };
}

export type SemanticColours = ReturnType<typeof semanticColours>;
