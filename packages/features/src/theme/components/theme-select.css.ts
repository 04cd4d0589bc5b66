import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.text.label,
});

export const select = style({
  font: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.text.body,
  background: vars.surface.base,
  border: `1px solid ${vars.border.control}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  minHeight: '2.25rem',
});
