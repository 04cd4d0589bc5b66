import { vars } from '@sparked/design-tokens/contract.css';
import { style, styleVariants } from '@vanilla-extract/css';
import { gridList } from './grid-list.css';

/** The card: the term large, the forbidden words under it, readable across a classroom. */
export const card = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'center',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.border.strong}`,
  background: vars.surface.base,
  textAlign: 'center',
});

export const term = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.text.heading.h2,
  overflowWrap: 'anywhere',
});

export const forbiddenLabel = style({ margin: 0, color: vars.text.label });

export const forbidden = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.feedback.danger.text,
  fontWeight: vars.font.weight.semibold,
});

export const teams = gridList('12rem');

const team = style({
  display: 'grid',
  gap: vars.space[2],
  alignContent: 'start',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.border.subtle}`,
  background: vars.surface.base,
});

/** The team on turn is outlined and named ("on turn"), not told by colour alone. */
export const teamOf = styleVariants({
  playing: [team, { borderColor: vars.interactive.selected.border, borderWidth: '3px' }],
  waiting: [team],
});

export const teamHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.text.heading.h2,
});

export const teamScore = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const members = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.text.body,
});
