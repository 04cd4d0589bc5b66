import { type Color, colorFromHsv, formatRgba } from './color';

/*
 * The picker's tracks show colour data, not theme colours, so they are computed here from the
 * colour model and applied inline rather than written into the stylesheets.
 */

const pureHue = (hue: number) =>
  formatRgba(colorFromHsv({ hue, saturation: 100, brightness: 100 }));
const black = (alpha: number) => formatRgba({ red: 0, green: 0, blue: 0, alpha });
const white = (alpha: number) => formatRgba({ red: 255, green: 255, blue: 255, alpha });

/** Saturation grows to the right and brightness upwards, over the pure hue. */
export function saturationAreaBackground(hue: number) {
  return {
    backgroundColor: pureHue(hue),
    backgroundImage: `linear-gradient(to top, ${black(1)}, ${black(0)}), linear-gradient(to right, ${white(1)}, ${white(0)})`,
  };
}

export const hueTrackBackground = {
  backgroundImage: `linear-gradient(to right, ${[0, 60, 120, 180, 240, 300, 360].map(pureHue).join(', ')})`,
};

/** From transparent to opaque; the stylesheet's checkerboard shows through underneath. */
export function alphaTrackBackground(color: Color) {
  return {
    backgroundImage: `linear-gradient(to right, ${formatRgba({ ...color, alpha: 0 })}, ${formatRgba({ ...color, alpha: 1 })})`,
  };
}
