import { vars } from '@sparked/design-tokens/contract.css';
import { style, styleVariants } from '@vanilla-extract/css';

/** Clues, then the hint, then the grid: the order they are read and Tabbed through. */
export const crosswordLayout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const hint = style({
  margin: 0,
  color: vars.text.muted,
  fontSize: vars.font.size.sm,
});

export const crossword = style({
  display: 'grid',
  gap: '2px',
  width: 'fit-content',
  maxWidth: '100%',
  overflowX: 'auto',
});

const square = style({
  width: '2.5rem',
  height: '2.5rem',
  position: 'relative',
});

export const block = style([square, { background: 'transparent' }]);

export const cell = style([square]);

export const cellNumber = style({
  position: 'absolute',
  top: '1px',
  insetInlineStart: '3px',
  fontSize: '0.625rem',
  lineHeight: 1,
  color: vars.text.label,
  pointerEvents: 'none',
});

const letterBase = style({
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  border: `1px solid ${vars.border.strong}`,
  borderRadius: 0,
  background: vars.surface.base,
  color: vars.text.body,
  textAlign: 'center',
  textTransform: 'uppercase',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  paddingTop: '0.5rem',
  caretColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.border.focus}`, outlineOffset: '-3px' },
  },
});

/** A letter in the word being typed is tinted, the rest plain; wrong words are marked. */
export const letter = styleVariants({
  plain: [letterBase],
  word: [letterBase, { background: vars.interactive.selected.background }],
});

export const clueColumns = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const clueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const clueButton = style({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  border: 0,
  borderRadius: vars.radius.sm,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  background: 'transparent',
  color: vars.text.body,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { background: vars.interactive.selected.background },
    '&:hover': { background: vars.interactive.hover },
    '&:focus-visible': { outline: `3px solid ${vars.border.focus}` },
  },
});

export const clueHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.text.heading.h2,
});

export const wrongMark = style({
  color: vars.feedback.danger.text,
  fontWeight: vars.font.weight.semibold,
});

export const search = style({ borderCollapse: 'collapse' });

const searchLetterBase = style({
  width: '2.25rem',
  height: '2.25rem',
  border: `1px solid ${vars.border.subtle}`,
  background: vars.surface.base,
  color: vars.text.body,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.border.focus}`, outlineOffset: '-3px' },
  },
});

export const searchLetter = styleVariants({
  plain: [searchLetterBase],
  start: [
    searchLetterBase,
    {
      background: vars.interactive.selected.background,
      borderColor: vars.interactive.selected.border,
    },
  ],
  found: [
    searchLetterBase,
    {
      background: vars.feedback.success.background,
      boxShadow: `inset 0 0 0 2px ${vars.feedback.success.solid}`,
    },
  ],
});
