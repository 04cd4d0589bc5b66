import { vars } from '@sparked/design-tokens/contract.css';
import { style, styleVariants } from '@vanilla-extract/css';
import { gridList } from './grid-list.css';

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '4rem',
  minHeight: '4rem',
  borderRadius: '50%',
  border: `3px solid ${vars.border.strong}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.text.body,
});

/** Two columns of large targets: easy to hit on a phone held in one hand. */
export const options = gridList('14rem');

const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  minHeight: '4rem',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.border.control}`,
  background: vars.surface.base,
  color: vars.text.body,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.interactive.hover },
    '&:focus-visible': { outline: `3px solid ${vars.border.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default' },
  },
});

/** How an option reads after a choice or at the reveal; never by colour alone (a word too). */
export const optionState = styleVariants({
  idle: [option],
  chosen: [
    option,
    {
      borderColor: vars.interactive.selected.border,
      background: vars.interactive.selected.background,
    },
  ],
  right: [
    option,
    { borderColor: vars.feedback.success.solid, background: vars.feedback.success.background },
  ],
  wrong: [option, { opacity: 0.75 }],
});

export const shape = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.emphasis.primary.background,
  color: vars.emphasis.primary.text,
  fontWeight: vars.font.weight.bold,
});

export const optionText = style({ flex: 1 });

export const optionNote = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.text.label,
});

export const standings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

const standing = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.surface.muted,
  color: vars.text.body,
});

export const standingOf = styleVariants({
  theirs: [standing],
  mine: [standing, { outline: `2px solid ${vars.interactive.selected.border}` }],
});

export const rank = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const score = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
});

/** A typed answer or several options to pick: the control, then what was given and what was right. */
export const answerArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  fontSize: vars.font.size.lg,
  color: vars.text.body,
});

export const answerAreaAction = style({ alignSelf: 'start' });
