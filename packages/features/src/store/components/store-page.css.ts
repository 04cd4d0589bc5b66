import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['3xl'],
  color: vars.text.heading.h1,
});

export const categoryHeading = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  color: vars.text.heading.h2,
});

export const text = style({ margin: 0, color: vars.text.body });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ height: '100%' });

export const preview = style({
  display: 'block',
  width: '5rem',
  height: '5rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const price = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.text.heading.h3,
});

export const priceIcon = style({ color: vars.emphasis.accent.solid });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: 'auto',
});

export const reason = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.text.label,
});
