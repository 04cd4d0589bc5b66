import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** A list laid out in as many columns of at least `columnWidth` as fit, one on a phone. */
export const gridList = (columnWidth: string) =>
  style({
    display: 'grid',
    gap: vars.space[3],
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${columnWidth}), 1fr))`,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  });
