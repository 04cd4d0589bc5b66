import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  borderRadius: vars.radius.pill,
});
