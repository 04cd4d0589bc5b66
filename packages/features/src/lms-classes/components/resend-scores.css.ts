import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const cell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});
export const problem = style({ margin: 0, flexBasis: '100%', color: vars.feedback.danger.text });
