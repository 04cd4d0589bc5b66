import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** A column header that sorts: it reads as the header, with the direction beside it. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  minHeight: '24px',
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
});
