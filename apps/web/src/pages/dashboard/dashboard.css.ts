import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The avatar beside the greeting and the level; stacked on a phone. */
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[5],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.emphasis.primary.background,
  border: `1px solid ${vars.emphasis.primary.border}`,
});

export const heroText = style({
  flex: '1 1 16rem',
  display: 'grid',
  gap: vars.space[3],
});

/** Streak and level side by side where there is room. */
export const glance = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

/** A card's big number beside its ring. */
export const figureRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

/** The big number of a card: days of streak, the level. */
export const figure = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.emphasis.accent.text,
});

/** The demo tour's stops: cards in a grid, numbered for screen readers by the list. */
export const tour = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
