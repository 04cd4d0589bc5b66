import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  color: vars.text.heading.h3,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const body = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.text.muted,
  lineHeight: vars.font.lineHeight.normal,
});
