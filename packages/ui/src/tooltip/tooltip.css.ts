import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { entrance } from '../internal/entrance.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Inverted colours set the tooltip apart from whatever it floats over, in every theme.
export const content = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '20rem',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.surface.inverse,
  color: vars.text.inverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  ...entrance(appear, 'fast'),
});

export const arrow = style({ fill: vars.surface.inverse });
