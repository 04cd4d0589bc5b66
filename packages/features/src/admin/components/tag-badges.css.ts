import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const none = style({ color: vars.text.label });
