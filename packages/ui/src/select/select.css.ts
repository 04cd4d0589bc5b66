import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { entrance } from '../internal/entrance.css';
import { textControl } from '../internal/field/field.css';
import { floatingSurface } from '../internal/floating-surface.css';

// Composed from the text control, so Select lines up with TextField in a form and these rules win.
export const trigger = style([
  textControl.classNames.base,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.text.muted },
    },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  color: vars.text.muted,
});

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style([
  floatingSurface,
  {
    // Above modals: a select inside a dialog must open over it.
    zIndex: vars.zIndex.popover,
    overflow: 'hidden',
    minWidth: 'var(--radix-select-trigger-width)',
    maxHeight: 'var(--radix-select-content-available-height)',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    ...entrance(appear, 'fast'),
  },
]);

export const viewport = style({ padding: vars.space[1] });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '2.25rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // Radix moves real focus between items; highlight follows both pointer and keyboard.
    '&[data-highlighted]': {
      backgroundColor: vars.interactive.selected.background,
      color: vars.interactive.selected.text,
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'inline-flex' });

export const scrollButton = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space[1],
  color: vars.text.muted,
  cursor: 'default',
});
