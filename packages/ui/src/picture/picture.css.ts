import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

// Fills from the emphasis tones, so every picture takes the theme's colours with it.
export const picture = style({ display: 'block', flexShrink: 0 });
export const backdrop = style({ fill: vars.emphasis.primary.background });
export const warmBackdrop = style({ fill: vars.emphasis.accent.background });
export const main = style({ fill: vars.emphasis.primary.solid });
export const second = style({ fill: vars.emphasis.secondary.solid });
export const gold = style({ fill: vars.emphasis.accent.solid });
export const paper = style({ fill: vars.surface.base });
export const goldLine = style({
  fill: 'none',
  stroke: vars.emphasis.accent.solid,
  strokeWidth: 4,
  strokeLinecap: 'round',
});
export const mainLine = style({
  fill: vars.surface.base,
  stroke: vars.emphasis.primary.solid,
  strokeWidth: 3,
});
export const dot = style({ fill: vars.border.control });
