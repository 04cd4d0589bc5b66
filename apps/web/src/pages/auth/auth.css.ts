import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const formError = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.feedback.danger.background,
  color: vars.feedback.danger.text,
  border: `1px solid ${vars.feedback.danger.solid}`,
});

export const switchText = style({ margin: 0, color: vars.text.body });

export const link = style({ color: vars.text.link.base });
