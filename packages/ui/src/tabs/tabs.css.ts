import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBlockEnd: `1px solid ${vars.border.subtle}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.border.subtle}`,
    },
  },
});

// The selected tab is marked by weight, colour and a 3:1 bar, so colour is never the only cue.
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  paddingInline: vars.space[3],
  marginBlockEnd: '-1px',
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: 'none',
  color: vars.text.muted,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': {
      backgroundColor: vars.interactive.hover,
      color: vars.text.body,
    },
    '&[data-state="active"]': {
      borderBlockEndColor: vars.interactive.selected.border,
      color: vars.interactive.selected.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-orientation="vertical"]': {
      justifyContent: 'flex-start',
      marginBlockEnd: 0,
      marginInlineEnd: '-1px',
      borderBlockEnd: 'none',
      borderInlineEnd: '2px solid transparent',
      borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
    },
    '&[data-orientation="vertical"][data-state="active"]': {
      borderInlineEndColor: vars.interactive.selected.border,
    },
  },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  borderRadius: vars.radius.sm,
});
