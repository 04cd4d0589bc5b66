import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const badge = style({
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.border.subtle}`,
});

export const placeholder = style([
  badge,
  { display: 'inline-block', background: vars.surface.muted },
]);
