import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

// Both track colours reach 3:1 against the page; the thumb reaches 3:1 against both tracks.
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.border.control,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.interactive.primary.background },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.surface.base,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(0.125rem)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  // The thumb starts at the track's inline start and slides towards its end, right to left too.
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.375rem)' },
    '&:dir(rtl)': { transform: 'translateX(-0.125rem)' },
    '&:dir(rtl)[data-state="checked"]': { transform: 'translateX(-1.375rem)' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  // Lines the first line of the label up with the middle of the track.
  paddingBlockStart: '0.125rem',
});

export const label = style({
  color: vars.text.label,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
});
