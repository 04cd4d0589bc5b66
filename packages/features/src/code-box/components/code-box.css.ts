import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const previewBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: '2.5rem',
});

export const previewStatus = style({ margin: 0, color: vars.text.body });

export const frameBox = style({
  border: `1px solid ${vars.border.control}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  // The project draws its own page, white unless it says otherwise, in every theme.
  background: '#ffffff',
  height: '26rem',
});

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const frameEmpty = style({
  margin: 0,
  padding: vars.space[4],
  color: '#4b5563',
});

export const console = style({
  border: `1px solid ${vars.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.surface.subtle,
  padding: vars.space[2],
});

export const consoleHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.text.label,
});

export const consoleLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '10rem',
  overflowY: 'auto',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});

export const consoleLine = style({
  padding: `${vars.space[1]} 0`,
  borderBottom: `1px solid ${vars.border.subtle}`,
  color: vars.text.body,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { '&[data-level="error"]': { color: vars.feedback.danger.text } },
});

export const consoleEmpty = style({
  margin: 0,
  color: vars.text.muted,
  fontSize: vars.font.size.sm,
});

export const hintList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const hint = style({
  borderInlineStart: `4px solid ${vars.border.control}`,
  paddingInlineStart: vars.space[3],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const hintTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.text.heading.h4,
});

export const hintWhere = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.text.muted });

export const hintText = style({ margin: 0, color: vars.text.body });

export const example = style({
  margin: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.surface.muted,
  color: vars.text.body,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
