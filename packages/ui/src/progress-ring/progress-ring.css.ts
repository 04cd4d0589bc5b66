import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative', display: 'inline-grid', flexShrink: 0 });

/** Starts at twelve o'clock and runs clockwise. */
export const ring = style({ width: '100%', height: '100%', transform: 'rotate(-90deg)' });

// The track's edge reaches 3:1 against the page, so the ring's extent shows without colour.
export const track = style({ fill: 'none', stroke: vars.border.control });

export const indicator = style({
  fill: 'none',
  stroke: vars.emphasis.primary.solid,
  strokeLinecap: 'round',
  transitionProperty: 'stroke-dashoffset',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Whatever sits inside, centred within the stroke. */
export const centre = style({
  position: 'absolute',
  inset: 12,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  overflow: 'hidden',
});
