import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const tools = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const heading = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.font.size['2xl'],
  color: vars.text.heading.h2,
});

export const assistant = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.border.subtle}`,
  background: vars.surface.base,
});

export const assistantName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.text.heading.h3,
});

export const price = style({ margin: 0, color: vars.text.label, fontSize: vars.font.size.sm });
