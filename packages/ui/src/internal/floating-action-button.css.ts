import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * The round primary button pinned in a corner of the page that opens a tool (help-desk chat,
 * educator tools). Each caller sets its size and corner.
 */
export const floatingActionButton = style({
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.interactive.primary.background,
  color: vars.interactive.primary.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { backgroundColor: vars.interactive.primary.hover },
    '&:active': { transform: 'scale(0.96)' },
  },
});
