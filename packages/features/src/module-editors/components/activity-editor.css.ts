import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({
  display: 'grid',
  gap: vars.space[5],
  maxWidth: '60rem',
  marginInline: 'auto',
  width: '100%',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const saveStatus = style({
  margin: 0,
  color: vars.text.label,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-status="conflict"], &[data-status="refused"]': { color: vars.feedback.danger.text },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['2xl'],
  color: vars.text.heading.h1,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

export const fieldset = style({
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const legend = style({ color: vars.text.label, paddingInline: vars.space[1] });

export const note = style({ margin: 0, color: vars.text.label });

export const errorText = style({ margin: 0, color: vars.feedback.danger.text });

export const previewFrame = style({
  width: '100%',
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.surface.subtle,
});

export const blockList = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const block = style({
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  display: 'grid',
  gap: vars.space[3],
});

export const blockImage = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });

globalStyle(`${fieldset} > label`, {
  display: 'inline-flex',
  gap: vars.space[2],
  alignItems: 'center',
});

export const code = style({ fontFamily: vars.font.family.mono });

/** The page list beside the open page, above it on a phone. */
export const pages = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 52rem)': { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

export const pageList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: `0 0 ${vars.space[3]}`,
  padding: 0,
  listStyle: 'none',
});

export const grow = style({ flex: '1 1 14rem' });

/** An option's row and, under it, its feedback. */
export const choice = style({
  display: 'grid',
  gap: vars.space[2],
  width: '100%',
});

export const optionRow = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space[2],
  width: '100%',
});

export const preview = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.surface.muted,
  display: 'grid',
  gap: vars.space[2],
});

export const previewPrompt = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.text.body,
});

export const previewChoices = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  color: vars.text.body,
});
