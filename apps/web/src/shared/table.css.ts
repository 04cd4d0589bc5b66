import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * Wide tables scroll on their own on a phone instead of widening the page. Inline-size
 * containment keeps the table's width out of the sizes of the grid and flex boxes around it,
 * which would otherwise grow to fit it; `position: relative` keeps the visually hidden labels
 * (absolutely positioned) inside the scrolling box rather than past the page's edge.
 */
export const tableScroll = style({
  overflowX: 'auto',
  // Contained, it has no width of its own: it takes its container's, in any alignment.
  width: '100%',
  contain: 'inline-size',
  position: 'relative',
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.sm,
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.border.subtle}`,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

export const headerCell = style([
  cell,
  { color: vars.text.label, fontWeight: vars.font.weight.semibold },
]);
