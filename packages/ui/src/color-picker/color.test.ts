import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphaFromPercent,
  alphaToPercent,
  clampAlpha,
  clampChannel,
  colorFromHex,
  colorFromHsv,
  colorFromRgba,
  defaultColor,
  formatHex,
  formatRgba,
  hslToHsv,
  hsvToHsl,
  hsvToRgb,
  normaliseDegrees,
  parseHex,
  rgbToHsv,
} from './color';

const channel = fc.integer({ min: 0, max: 255 });
const rgb = fc.record({ red: channel, green: channel, blue: channel });
const percent = fc.double({ min: 0, max: 100, noNaN: true });
const hsv = fc.record({
  hue: fc.double({ min: 0, max: 359.99, noNaN: true }),
  saturation: percent,
  brightness: percent,
});

describe('conversions', () => {
  it.each([
    [
      { red: 255, green: 0, blue: 0 },
      { hue: 0, saturation: 100, brightness: 100 },
    ],
    [
      { red: 0, green: 255, blue: 0 },
      { hue: 120, saturation: 100, brightness: 100 },
    ],
    [
      { red: 0, green: 0, blue: 255 },
      { hue: 240, saturation: 100, brightness: 100 },
    ],
    [
      { red: 255, green: 0, blue: 255 },
      { hue: 300, saturation: 100, brightness: 100 },
    ],
    [
      { red: 0, green: 0, blue: 0 },
      { hue: 0, saturation: 0, brightness: 0 },
    ],
    [
      { red: 255, green: 255, blue: 255 },
      { hue: 0, saturation: 0, brightness: 100 },
    ],
  ])('reads %o as hue, saturation and brightness %o', (input, expected) => {
    expect(rgbToHsv(input)).toEqual(expected);
    expect(hsvToRgb(expected)).toEqual(input);
  });

  it('gives the lightness model its own saturation', () => {
    // Pure red: full HSV saturation and brightness is HSL 100 % saturation at 50 % lightness.
    expect(hsvToHsl({ hue: 0, saturation: 100, brightness: 100 })).toEqual({
      hue: 0,
      saturation: 100,
      lightness: 50,
    });
    // White and black have no saturation in either model.
    expect(hsvToHsl({ hue: 0, saturation: 0, brightness: 100 }).saturation).toBe(0);
    expect(hslToHsv({ hue: 0, saturation: 100, lightness: 0 })).toEqual({
      hue: 0,
      saturation: 0,
      brightness: 0,
    });
  });

  it('round-trips every RGB colour through the brightness model', () => {
    fc.assert(
      fc.property(rgb, (colour) => {
        expect(hsvToRgb(rgbToHsv(colour))).toEqual(colour);
      }),
    );
  });

  it('round-trips the brightness model through the lightness model', () => {
    fc.assert(
      fc.property(hsv, (colour) => {
        const back = hslToHsv(hsvToHsl(colour));
        expect(hsvToRgb(back)).toEqual(hsvToRgb(colour));
      }),
    );
  });

  it('always produces channels from 0 to 255', () => {
    fc.assert(
      fc.property(
        fc.record({
          hue: fc.double({ noNaN: true }),
          saturation: fc.double(),
          brightness: fc.double(),
        }),
        (colour) => {
          for (const value of Object.values(hsvToRgb(colour))) {
            expect(value).toBe(clampChannel(value));
          }
        },
      ),
    );
  });
});

describe('limits (spec §5)', () => {
  it('caps each channel at 0–255 and rounds it', () => {
    expect(clampChannel(300)).toBe(255);
    expect(clampChannel(-4)).toBe(0);
    expect(clampChannel(12.6)).toBe(13);
    expect(clampChannel(Number.NaN)).toBe(0);
  });

  it('caps alpha at 1 and shows it as a percentage clamped to 0–100', () => {
    expect(clampAlpha(1.5)).toBe(1);
    expect(clampAlpha(-0.2)).toBe(0);
    expect(alphaFromPercent(150)).toBe(1);
    expect(alphaFromPercent(-10)).toBe(0);
    expect(alphaFromPercent(45)).toBe(0.45);
    expect(alphaToPercent(0.456)).toBe(46);
  });

  it('caps channels and alpha when building a colour', () => {
    const colour = colorFromRgba({ red: 999, green: -1, blue: 128.4, alpha: 7 });
    expect(colour).toMatchObject({ red: 255, green: 0, blue: 128, alpha: 1 });
  });

  it('takes degrees modulo 360, negatives too', () => {
    expect(normaliseDegrees(360)).toBe(0);
    expect(normaliseDegrees(450)).toBe(90);
    expect(normaliseDegrees(-90)).toBe(270);
    expect(Object.is(normaliseDegrees(-360), 0)).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (degrees) => {
        const turned = normaliseDegrees(degrees);
        expect(turned).toBeGreaterThanOrEqual(0);
        expect(turned).toBeLessThan(360);
      }),
    );
  });
});

describe('hex', () => {
  it.each([
    ['#f00', { red: 255, green: 0, blue: 0, alpha: 1 }],
    ['f008', { red: 255, green: 0, blue: 0, alpha: 0x88 / 255 }],
    ['#00FF7f', { red: 0, green: 255, blue: 127, alpha: 1 }],
    [' #0000ff80 ', { red: 0, green: 0, blue: 255, alpha: 128 / 255 }],
  ])('reads %s', (text, expected) => {
    expect(parseHex(text)).toEqual(expected);
  });

  it.each(['', '#', '#ff', '#fffff', '#fffffff', '#fffffffff', '#ggg', 'red', 'rgb(0,0,0)'])(
    'rejects %j',
    (text) => {
      expect(parseHex(text)).toBeNull();
      expect(colorFromHex(text)).toBeNull();
    },
  );

  it('writes six digits for opaque colours and eight otherwise, in lower case', () => {
    expect(formatHex({ red: 255, green: 171, blue: 0, alpha: 1 })).toBe('#ffab00');
    expect(formatHex({ red: 255, green: 171, blue: 0, alpha: 0.5 })).toBe('#ffab0080');
    expect(formatHex({ red: 300, green: -2, blue: 0, alpha: 0 })).toBe('#ff000000');
  });

  it('round-trips every colour', () => {
    fc.assert(
      fc.property(rgb, channel, (colour, alphaByte) => {
        const rgba = { ...colour, alpha: alphaByte / 255 };
        expect(parseHex(formatHex(rgba))).toEqual(rgba);
      }),
    );
  });
});

describe('full colours', () => {
  it('starts on opaque black (spec §9)', () => {
    expect(defaultColor).toEqual({
      red: 0,
      green: 0,
      blue: 0,
      hue: 0,
      saturation: 0,
      brightness: 0,
      lightness: 0,
      alpha: 1,
    });
  });

  it('fills in every model from hue, saturation and brightness', () => {
    expect(colorFromHsv({ hue: 120, saturation: 50, brightness: 100 }, 0.5)).toEqual({
      red: 128,
      green: 255,
      blue: 128,
      hue: 120,
      saturation: 50,
      brightness: 100,
      lightness: 75,
      alpha: 0.5,
    });
  });

  it('keeps the previous hue for greys and the previous saturation for black', () => {
    const teal = colorFromHsv({ hue: 180, saturation: 60, brightness: 80 });
    expect(colorFromRgba({ red: 90, green: 90, blue: 90, alpha: 1 }, teal).hue).toBe(180);
    const black = colorFromRgba({ red: 0, green: 0, blue: 0, alpha: 1 }, teal);
    expect(black).toMatchObject({ hue: 180, saturation: 60, brightness: 0 });
    // Without a previous colour a grey has hue 0.
    expect(colorFromRgba({ red: 90, green: 90, blue: 90, alpha: 1 }).hue).toBe(0);
  });

  it('writes CSS any browser reads', () => {
    expect(formatRgba({ red: 255, green: 0, blue: 0, alpha: 128 / 255 })).toBe(
      'rgba(255, 0, 0, 0.502)',
    );
  });
});
