import { describe, expect, it } from 'vitest';
import { colorFromRgba } from './color';
import { clampPosition, defaultGradient, gradientToCss, normaliseAngle } from './gradient';

describe('gradients', () => {
  it('default to 90° from white at 0 % to black at 100 % (spec §9)', () => {
    expect(gradientToCss(defaultGradient)).toBe(
      'linear-gradient(90deg, rgba(255, 255, 255, 1) 0%, rgba(0, 0, 0, 1) 100%)',
    );
  });

  it('write radial gradients without an angle', () => {
    const red = colorFromRgba({ red: 255, green: 0, blue: 0, alpha: 0.5 });
    expect(
      gradientToCss({
        ...defaultGradient,
        type: 'radial',
        angle: 45,
        end: { color: red, position: 80 },
      }),
    ).toBe('radial-gradient(circle, rgba(255, 255, 255, 1) 0%, rgba(255, 0, 0, 0.5) 80%)');
  });

  it('take the angle modulo 360 and cap stop positions at 0–100 %', () => {
    expect(normaliseAngle(-45)).toBe(315);
    expect(normaliseAngle(720)).toBe(0);
    expect(clampPosition(140)).toBe(100);
    expect(clampPosition(-5)).toBe(0);
    expect(
      gradientToCss({
        ...defaultGradient,
        angle: -90,
        start: { ...defaultGradient.start, position: -20 },
        end: { ...defaultGradient.end, position: 250 },
      }),
    ).toBe('linear-gradient(270deg, rgba(255, 255, 255, 1) 0%, rgba(0, 0, 0, 1) 100%)');
  });
});
