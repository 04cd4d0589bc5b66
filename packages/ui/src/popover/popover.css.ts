import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { entrance } from '../internal/entrance.css';
import { floatingSurface } from '../internal/floating-surface.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

// z-index comes from the `zIndex` prop; Radix copies it to the positioning wrapper.
export const content = style([
  floatingSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    maxWidth: 'min(24rem, calc(100vw - 1rem))',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space[4],
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    ...entrance(appear, 'fast'),
    ':focus': { outline: 'none' },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
  // Keeps the close button's hit area without pushing the body down.
  marginBlock: `calc(-1 * ${vars.space[2]})`,
  marginInlineEnd: `calc(-1 * ${vars.space[2]})`,
});

export const title = style({
  alignSelf: 'center',
  margin: 0,
  color: vars.text.heading.h4,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const closeButton = style({ marginInlineStart: 'auto' });

export const arrow = style({ fill: vars.surface.base });
