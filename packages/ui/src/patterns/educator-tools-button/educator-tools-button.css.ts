import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { entrance } from '../../internal/entrance.css';
import { floatingActionButton } from '../../internal/floating-action-button.css';
import { floatingSurface } from '../../internal/floating-surface.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.25rem)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

// Bottom left, so it never covers the help-desk button in the opposite corner.
export const button = style([
  floatingActionButton,
  {
    position: 'fixed',
    insetBlockEnd: vars.space[5],
    insetInlineStart: vars.space[5],
    zIndex: vars.zIndex.dropdown,
    width: '3.25rem',
    height: '3.25rem',
    // The open menu keeps the hover shade.
    selectors: { '&[data-state="open"]': { backgroundColor: vars.interactive.primary.hover } },
  },
]);

export const menu = style([
  floatingSurface,
  {
    zIndex: vars.zIndex.dropdown,
    minWidth: '11rem',
    padding: vars.space[1],
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    ...entrance(appear, 'fast'),
  },
]);

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    // Radix moves real focus to the highlighted item; the fill and an inset ring show it.
    '&[data-highlighted]': {
      backgroundColor: vars.interactive.selected.background,
      color: vars.interactive.selected.text,
      boxShadow: `inset 0 0 0 ${vars.focus.width} ${vars.border.focus}`,
    },
  },
});
