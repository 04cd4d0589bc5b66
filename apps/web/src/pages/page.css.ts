import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['3xl'],
  color: vars.text.heading.h1,
  margin: 0,
});

export const lead = style({
  fontSize: vars.font.size.lg,
  color: vars.text.body,
  margin: 0,
});

export const note = style({ color: vars.text.label, margin: 0 });

export const narrow = style({ maxWidth: '28rem', marginInline: 'auto', width: '100%' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: 0,
});

export const term = style({
  color: vars.text.label,
  fontWeight: vars.font.weight.semibold,
});

export const definition = style({ margin: 0, color: vars.text.body });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const inlineRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[3],
});
