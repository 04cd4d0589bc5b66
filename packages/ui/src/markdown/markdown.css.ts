import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// Margins come from the root's gap, so a message has no stray space above or below.
globalStyle(`${root} > *`, { margin: 0 });

export const list = style({
  paddingInlineStart: vars.space[5],
});

const codeSurface = {
  // The base canvas sets code apart both on the page and inside a muted chat bubble.
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.subtle,
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
} as const;

export const inlineCode = style({
  ...codeSurface,
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
});

export const codeBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const codeLanguage = style({
  color: vars.text.label,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const pre = style({
  ...codeSurface,
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  overflowX: 'auto',
  lineHeight: vars.font.lineHeight.normal,
  // Code keeps its own line breaks and indentation.
  whiteSpace: 'pre',
  overflowWrap: 'normal',
});
