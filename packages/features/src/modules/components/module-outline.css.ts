import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Units and activities sit indented under their parent, with a rule showing what they belong to. */
export const nested = style([
  list,
  {
    gap: vars.space[2],
    marginTop: vars.space[2],
    paddingInlineStart: vars.space[4],
    borderInlineStart: `2px solid ${vars.border.subtle}`,
  },
]);

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  minHeight: '2.75rem',
});

export const dragging = style({ opacity: 0.6 });

export const rowTitle = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.text.heading.h2,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style([rowTitle, { fontSize: vars.font.size.lg }]);

export const kind = style({ color: vars.text.label, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space[2],
});

export const grow = style({ flex: '1 1 14rem' });

export const empty = style({ margin: 0, color: vars.text.label });
