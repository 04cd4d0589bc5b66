import { type Color, defaultColor, formatRgba, normaliseDegrees, whiteColor } from './color';

export const gradientTypes = ['linear', 'radial'] as const;
export type GradientType = (typeof gradientTypes)[number];

export type GradientStop = {
  color: Color;
  /** Percent along the gradient, 0–100. */
  position: number;
};

/** Spec §3 "Gradient": start and end colours, their stop positions, angle and type. */
export type Gradient = {
  type: GradientType;
  /** Degrees; only linear gradients use it. Taken modulo 360 (spec §5). */
  angle: number;
  start: GradientStop;
  end: GradientStop;
};

/** Spec §9: 90 degrees from white at 0% to black at 100%. */
export const defaultGradient: Gradient = {
  type: 'linear',
  angle: 90,
  start: { color: whiteColor, position: 0 },
  end: { color: defaultColor, position: 100 },
};

/** A stop position capped at 0–100 %. */
export function clampPosition(position: number): number {
  return Number.isFinite(position) ? Math.min(100, Math.max(0, position)) : 0;
}

/** The gradient's angle taken modulo 360, so -90 becomes 270 (spec §5). */
export const normaliseAngle = normaliseDegrees;

export function gradientToCss({ type, angle, start, end }: Gradient): string {
  const stops = [start, end]
    .map((stop) => `${formatRgba(stop.color)} ${clampPosition(stop.position)}%`)
    .join(', ');
  return type === 'linear'
    ? `linear-gradient(${normaliseAngle(angle)}deg, ${stops})`
    : `radial-gradient(circle, ${stops})`;
}
