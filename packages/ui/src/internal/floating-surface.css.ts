import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The raised panel every popup, menu, dialog and floating panel sits on. */
export const floatingSurface = style({
  backgroundColor: vars.color.background.base,
  color: vars.color.typography.paragraph,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.mute[50],
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
