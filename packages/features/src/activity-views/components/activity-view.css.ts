import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const blocks = style({ display: 'grid', gap: vars.space[5] });

export const prose = style({ color: vars.text.body, lineHeight: vars.font.lineHeight.relaxed });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });

export const image = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[2] });

export const caption = style({ color: vars.text.label, fontSize: vars.font.size.sm });

export const frame = style({
  width: '100%',
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.surface.subtle,
});

export const callout = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.feedback.info.border}`,
  background: vars.feedback.info.background,
  selectors: {
    '&[data-tone="success"]': {
      borderColor: vars.feedback.success.border,
      background: vars.feedback.success.background,
    },
    '&[data-tone="warning"]': {
      borderColor: vars.feedback.warning.border,
      background: vars.feedback.warning.background,
    },
    '&[data-tone="danger"]': {
      borderColor: vars.feedback.danger.border,
      background: vars.feedback.danger.background,
    },
  },
});

export const code = style({
  margin: 0,
  padding: vars.space[4],
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: vars.surface.subtle,
  color: vars.text.body,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});

export const divider = style({
  border: 0,
  borderTop: `1px solid ${vars.border.subtle}`,
  margin: 0,
});

export const question = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const questions = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const prompt = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.text.body,
});

export const choices = style({
  display: 'grid',
  gap: vars.space[2],
  border: 0,
  margin: 0,
  padding: 0,
});

export const choice = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'center',
  color: vars.text.body,
});

export const ordering = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const orderingItem = style({ color: vars.text.body });
globalStyle(`${orderingItem} > span`, { marginInlineEnd: vars.space[2] });

export const feedback = style({ margin: 0, color: vars.text.body, minHeight: '1.5em' });

/** A marked answer's option feedback and explanation, under its verdict. */
export const notes = style({ display: 'grid', gap: vars.space[1] });

export const noteList = style({ margin: 0, paddingInlineStart: vars.space[5] });

export const result = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.surface.muted,
});

export const problem = style({ margin: 0, color: vars.feedback.danger.text });

export const attempts = style({ display: 'grid', gap: vars.space[2] });

export const attemptList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
  color: vars.text.label,
});

export const muted = style({ margin: 0, color: vars.text.label });

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  color: vars.text.heading.h2,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const project = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const projectBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

/** A glossary term in a learner's text: a term by its look, a button by its behaviour. */
export const term = style({ fontStyle: 'normal' });
export const termButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'help',
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});
export const definition = style({ color: vars.text.label });

/** Where an embedded page would be, when it cannot load: the same shape, with words instead. */
export const frameFallback = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
  textAlign: 'center',
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.surface.muted,
  color: vars.text.body,
});
