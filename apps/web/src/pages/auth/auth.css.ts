import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const formError = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.error[25],
  color: vars.color.error[125],
  border: `1px solid ${vars.color.error[100]}`,
});

export const switchText = style({ margin: 0, color: vars.color.typography.paragraph });

export const link = style({ color: vars.color.typography.link.base });
