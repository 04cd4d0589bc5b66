import { parseHex } from '../color-picker/color';

/** What the rich-text editor stores: `#rrggbb`, or `#rrggbbaa` for a see-through colour. */
const storedHex = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A text or highlight colour as the rich-text editor stores it, or null for anything else.
 * Colours come from the editor's colour tools: pasted styles and names such as `red` are
 * dropped, and nothing but a hex colour ever reaches a `style` attribute.
 */
export function storedTextColor(value: unknown): string | null {
  return typeof value === 'string' && storedHex.test(value) ? value.toLowerCase() : null;
}

/** WCAG relative luminance of an sRGB channel, 0–255. */
const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.040_45 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/**
 * Black or white, whichever contrasts more with `background` (taken as opaque): the text on a
 * highlight the author did not colour, so it reads in every theme.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const rgba = parseHex(background);
  if (!rgba) return '#000000';
  const luminance =
    0.2126 * linear(rgba.red) + 0.7152 * linear(rgba.green) + 0.0722 * linear(rgba.blue);
  // Contrast with black is (L + 0.05) / 0.05 and with white 1.05 / (L + 0.05): equal at ~0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
