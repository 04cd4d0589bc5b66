import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const label = style({
  color: vars.text.label,
  fontWeight: vars.font.weight.semibold,
});

export const valueText = style({
  color: vars.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

// The track edge reaches 3:1 against the page, so the bar's extent is visible without colour.
export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: vars.space[2],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.surface.base,
  boxShadow: `inset 0 0 0 1px ${vars.border.control}`,
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indicator = style({
  height: '100%',
  width: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.emphasis.primary.solid,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="indeterminate"]': {
      width: '40%',
      animation: `${sweep} 1.4s ${vars.motion.easing.standard} infinite`,
    },
  },
  '@media': {
    // Still stripes across the whole track: a still partial bar would read as a real amount.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="indeterminate"]': {
          width: '100%',
          animation: 'none',
          backgroundImage: `repeating-linear-gradient(-45deg, transparent 0 0.375rem, ${vars.emphasis.primary.border} 0.375rem 0.75rem)`,
        },
      },
    },
  },
});
