import { type Color, formatRgba } from './color';
import { type Gradient, gradientToCss } from './gradient';

export const colorPickerModes = ['solid', 'gradient'] as const;
export type ColorPickerMode = (typeof colorPickerModes)[number];

/** What the picker edits: a single colour, or a gradient between two. */
export type ColorPickerValue = Color | Gradient;

export function isGradient(value: ColorPickerValue): value is Gradient {
  return 'start' in value;
}

export function modeOf(value: ColorPickerValue): ColorPickerMode {
  return isGradient(value) ? 'gradient' : 'solid';
}

/** The value as a CSS `background` (or `color`, for a single colour). */
export function colorPickerValueToCss(value: ColorPickerValue): string {
  return isGradient(value) ? gradientToCss(value) : formatRgba(value);
}
