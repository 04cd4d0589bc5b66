import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  // One column that may be narrower than the table in it: the table scrolls in its own region
  // instead of widening the page (a longer language's headings made it 649 px on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { '(min-width: 72rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
});

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.text.body,
});

export const cell = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.border.subtle}`,
});

export const headCell = style([
  cell,
  { color: vars.text.label, fontWeight: vars.font.weight.bold },
]);

export const key = style({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' });

export const text = style({ margin: 0, color: vars.text.body });

export const muted = style({ margin: 0, color: vars.text.muted });

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.text.heading.h3,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

/** A name and value pair; the list's grid lays out both. */
export const factRow = style({ display: 'contents' });

export const factName = style({
  color: vars.text.label,
  fontWeight: vars.font.weight.bold,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const screenshots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const screenshot = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.border.subtle}`,
});

/** A plain vertical list: the Janus conversation, the reporter's own tickets. */
export const stackedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const speaker = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.text.label,
});

export const ownItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });
