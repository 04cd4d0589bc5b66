import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { controlFrame } from '../internal/control-frame.css';
import { floatingSurface } from '../internal/floating-surface.css';
import { focusRing, focusRingInside } from '../internal/focus-ring.css';

// The label and error come from the field styles; the frame holds the toolbar and the text.
export const frame = style([controlFrame, { display: 'flex', flexDirection: 'column' }]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  borderBottom: `1px solid ${vars.border.subtle}`,
});

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  marginInline: vars.space[1],
  backgroundColor: vars.border.subtle,
});

export const toolButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.text.body,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': {
      backgroundColor: vars.interactive.hover,
    },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.interactive.selected.background,
      color: vars.interactive.selected.text,
    },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

/** The text a tool shows in place of an icon ("H2"), at an icon's size. */
export const textGlyph = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

/** A colour picker's trigger at the height of the icon tools beside it. */
export const colorTool = style({
  height: '2rem',
  paddingBlock: 0,
  gap: vars.space[1],
});

export const body = style({
  position: 'relative',
});

export const content = style({
  minHeight: '8rem',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  // The ring sits inside the frame so the toolbar above does not cover it.
  ...focusRingInside,
});

globalStyle(`${content} > * + *`, { marginBlockStart: vars.space[2] });
globalStyle(`${content} :is(p, h2, h3, h4, blockquote, pre)`, { marginBlock: 0 });
globalStyle(`${content} blockquote`, {
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid ${vars.border.subtle}`,
});
globalStyle(`${content} pre`, { overflowX: 'auto', whiteSpace: 'pre-wrap' });
// Stored content the editor cannot change: set apart, its note small and quiet.
globalStyle(`${content} [data-kept-block]`, {
  padding: vars.space[2],
  border: `1px dashed ${vars.border.subtle}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${content} [data-kept-block] [data-part="note"]`, {
  color: vars.text.muted,
  fontSize: vars.font.size.sm,
});
globalStyle(`${content} :is(ul, ol)`, { marginBlock: 0, paddingInlineStart: vars.space[5] });
// A glossary term reads as a term while editing: upright, dotted underline, its definition on hover.
globalStyle(`${content} dfn`, {
  fontStyle: 'normal',
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${content} img`, { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle(`${content} img.ProseMirror-selectednode`, { outline: focusRing.outline });

export const placeholder = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInline: vars.space[3],
  margin: 0,
  color: vars.text.muted,
  pointerEvents: 'none',
});

export const popover = style([
  floatingSurface,
  {
    zIndex: vars.zIndex.popover,
    width: 'min(22rem, calc(100vw - 2rem))',
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
  },
]);

export const popoverForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const popoverActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.text.muted,
});
