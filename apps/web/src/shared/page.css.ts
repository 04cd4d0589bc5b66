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

/** A list of cards, one per row, with the list's own bullets and indent removed. */
export const cardList = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Search and filter fields side by side, stacking on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space[4],
  alignItems: 'end',
});

/** A heading that is a link: the link's colour, underlined so it reads as one. */
export const headingLink = style({
  color: vars.text.link.base,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.text.link.hover },
});

/** Badges, the last edit and the actions under a list card's heading. */
export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

/** A refusal said next to the form that caused it. */
export const errorText = style({ color: vars.feedback.danger.text, margin: 0 });

export const cover = style({
  maxWidth: 'min(100%, 24rem)',
  height: 'auto',
  borderRadius: vars.radius.md,
});

/** A comfortable line length for reading an activity. */
export const reading = style({ maxWidth: '48rem', marginInline: 'auto', width: '100%' });

export const subheading = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.font.size.md,
  color: vars.text.heading.h3,
});

/** A numbered list of steps (activities) in reading order. */
export const steps = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[5],
});
