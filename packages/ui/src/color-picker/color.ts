/**
 * The colour picker's colour (spec §3 "Colour picker colour"). Every field is kept so that consumers
 * can read any model, and so that hue and saturation survive greys and black, where RGB loses them.
 */
export type Color = {
  /** 0–255, whole numbers. */
  red: number;
  green: number;
  blue: number;
  /** Degrees, 0 ≤ hue < 360. */
  hue: number;
  /** 0–100, the saturation of the hue–saturation–brightness model the picker edits. */
  saturation: number;
  /** 0–100. */
  brightness: number;
  /** 0–100, the lightness of the hue–saturation–lightness model. */
  lightness: number;
  /** 0–1. */
  alpha: number;
};

export type Rgb = Pick<Color, 'red' | 'green' | 'blue'>;
export type Rgba = Pick<Color, 'red' | 'green' | 'blue' | 'alpha'>;
export type Hsv = Pick<Color, 'hue' | 'saturation' | 'brightness'>;
/** Its saturation belongs to the lightness model and differs from `Color['saturation']`. */
export type Hsl = { hue: number; saturation: number; lightness: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Caps a channel at 0–255 and rounds it (spec §5). */
export function clampChannel(value: number): number {
  return Number.isFinite(value) ? Math.round(clamp(value, 0, 255)) : 0;
}

/** Caps alpha at 0–1 (spec §5). */
export function clampAlpha(value: number): number {
  return Number.isFinite(value) ? clamp(value, 0, 1) : 1;
}

/** The picker shows alpha as a whole percentage. */
export function alphaToPercent(alpha: number): number {
  return Math.round(clampAlpha(alpha) * 100);
}

/** Alpha typed as a percentage, clamped to 0–100 (spec §5). */
export function alphaFromPercent(percent: number): number {
  return clampAlpha(percent / 100);
}

/** Any angle in degrees to 0 ≤ angle < 360, negatives included. */
export function normaliseDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const turned = degrees % 360;
  const positive = turned < 0 ? turned + 360 : turned;
  // A tiny negative rounds up to 360 when shifted; `+ 0` turns -0 into 0.
  return positive >= 360 ? 0 : positive + 0;
}

function hueOf(red: number, green: number, blue: number, max: number, delta: number): number {
  if (delta === 0) return 0;
  if (max === red) return normaliseDegrees(((green - blue) / delta) * 60);
  if (max === green) return ((blue - red) / delta + 2) * 60;
  return ((red - green) / delta + 4) * 60;
}

export function rgbToHsv({ red, green, blue }: Rgb): Hsv {
  const [r, g, b] = [red, green, blue].map((channel) => clampChannel(channel) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  return {
    hue: hueOf(r, g, b, max, delta),
    saturation: max === 0 ? 0 : (delta / max) * 100,
    brightness: max * 100,
  };
}

export function hsvToRgb({ hue, saturation, brightness }: Hsv): Rgb {
  const sector = normaliseDegrees(hue) / 60;
  const s = clamp(saturation, 0, 100) / 100;
  const v = clamp(brightness, 0, 100) / 100;
  const channel = (offset: number) => {
    const k = (offset + sector) % 6;
    return clampChannel((v - v * s * clamp(Math.min(k, 4 - k), 0, 1)) * 255);
  };
  return { red: channel(5), green: channel(3), blue: channel(1) };
}

export function hsvToHsl({ hue, saturation, brightness }: Hsv): Hsl {
  const s = clamp(saturation, 0, 100) / 100;
  const v = clamp(brightness, 0, 100) / 100;
  const lightness = v * (1 - s / 2);
  const shortest = Math.min(lightness, 1 - lightness);
  return {
    hue: normaliseDegrees(hue),
    saturation: shortest === 0 ? 0 : ((v - lightness) / shortest) * 100,
    lightness: lightness * 100,
  };
}

export function hslToHsv({ hue, saturation, lightness }: Hsl): Hsv {
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  const brightness = l + s * Math.min(l, 1 - l);
  return {
    hue: normaliseDegrees(hue),
    saturation: brightness === 0 ? 0 : 2 * (1 - l / brightness) * 100,
    brightness: brightness * 100,
  };
}

/** A full colour from the hue–saturation–brightness model, the one the picker's area edits. */
export function colorFromHsv(hsv: Hsv, alpha = 1): Color {
  const hue = normaliseDegrees(hsv.hue);
  const saturation = clamp(hsv.saturation, 0, 100);
  const brightness = clamp(hsv.brightness, 0, 100);
  return {
    ...hsvToRgb({ hue, saturation, brightness }),
    hue,
    saturation,
    brightness,
    lightness: hsvToHsl({ hue, saturation, brightness }).lightness,
    alpha: clampAlpha(alpha),
  };
}

/**
 * A full colour from channels, capped at 255 and alpha at 1. Greys have no hue and black has no
 * saturation, so those are kept from `previous`: the picker's thumbs then stay where they were.
 */
export function colorFromRgba(rgba: Rgba, previous?: Color): Color {
  const rgb = {
    red: clampChannel(rgba.red),
    green: clampChannel(rgba.green),
    blue: clampChannel(rgba.blue),
  };
  const hsv = rgbToHsv(rgb);
  return {
    ...rgb,
    hue: previous && hsv.saturation === 0 ? previous.hue : hsv.hue,
    saturation: previous && hsv.brightness === 0 ? previous.saturation : hsv.saturation,
    brightness: hsv.brightness,
    lightness: hsvToHsl(hsv).lightness,
    alpha: clampAlpha(rgba.alpha),
  };
}

const hexPattern = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Reads `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); anything else is null. */
export function parseHex(text: string): Rgba | null {
  const digits = hexPattern.exec(text.trim())?.[1];
  if (!digits) return null;
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const byte = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    red: byte(0),
    green: byte(1),
    blue: byte(2),
    alpha: full.length === 8 ? byte(3) / 255 : 1,
  };
}

/** `#rrggbb`, or `#rrggbbaa` when the colour is not opaque; always lower case. */
export function formatHex({ red, green, blue, alpha }: Rgba): string {
  const hex = (value: number) => clampChannel(value).toString(16).padStart(2, '0');
  const alphaByte = Math.round(clampAlpha(alpha) * 255);
  return `#${hex(red)}${hex(green)}${hex(blue)}${alphaByte === 255 ? '' : hex(alphaByte)}`;
}

/** The colour as a CSS value every browser reads. */
export function formatRgba({ red, green, blue, alpha }: Rgba): string {
  const channels = [red, green, blue].map(clampChannel).join(', ');
  return `rgba(${channels}, ${Number(clampAlpha(alpha).toFixed(3))})`;
}

/** A hex string as a full colour, or null when it is not one. */
export function colorFromHex(text: string): Color | null {
  const rgba = parseHex(text);
  return rgba ? colorFromRgba(rgba) : null;
}

/** Spec §9: the picker starts on black. */
export const defaultColor: Color = colorFromRgba({ red: 0, green: 0, blue: 0, alpha: 1 });

export const whiteColor: Color = colorFromRgba({ red: 255, green: 255, blue: 255, alpha: 1 });
