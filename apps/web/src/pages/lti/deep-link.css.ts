import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  width: '100%',
  padding: vars.space[4],
});

export const moduleGroup = style({
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  margin: 0,
});

export const moduleTitle = style({
  fontWeight: vars.font.weight.semibold,
  paddingInline: vars.space[1],
});

export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const choice = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  cursor: 'pointer',
});

export const activity = style({ paddingInlineStart: vars.space[5] });

export const meta = style({ color: vars.text.muted, fontSize: vars.font.size.sm });

export const actions = style({
  position: 'sticky',
  bottom: 0,
  background: vars.surface.base,
  paddingBlock: vars.space[3],
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'center',
  flexWrap: 'wrap',
});
