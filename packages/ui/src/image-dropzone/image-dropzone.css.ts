import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus-ring.css';
import { thumbnail as thumbnailFrame } from '../internal/thumbnail.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const dropBox = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[5],
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: vars.border.control,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  textAlign: 'center',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // The real input is invisible, so the box shows its keyboard focus.
    '&:has(input:focus-visible)': focusRing,
    '&:hover:not([data-disabled])': { borderColor: vars.border.strong },
    '&[data-state="drag-over"]': {
      borderStyle: 'solid',
      borderColor: vars.interactive.selected.border,
      backgroundColor: vars.interactive.selected.background,
      color: vars.interactive.selected.text,
    },
    // Dimmed by colour, not opacity, so its text keeps its contrast.
    '&[data-disabled]': {
      borderColor: vars.border.disabled,
      backgroundColor: vars.surface.subtle,
    },
  },
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({
  color: vars.text.muted,
  fontSize: vars.font.size.sm,
  selectors: { [`${dropBox}[data-state="drag-over"] &`]: { color: 'inherit' } },
});

// Stretched over the whole box, so a click anywhere opens the picker and it takes the focus.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  position: 'relative',
});

export const thumbnailImage = style([
  thumbnailFrame,
  { width: '4.5rem', height: '4.5rem', borderRadius: vars.radius.md },
]);

export const removeButton = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space[2]})`,
  insetInlineEnd: `calc(-1 * ${vars.space[2]})`,
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      backgroundColor: vars.feedback.danger.background,
      borderColor: vars.feedback.danger.solid,
      color: vars.feedback.danger.text,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
