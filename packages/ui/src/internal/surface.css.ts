import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The panel look shared by cards and floating surfaces: page background, hairline, large radius. */
export const surface = style({
  backgroundColor: vars.color.background.base,
  color: vars.color.typography.paragraph,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.mute[50],
  borderRadius: vars.radius.lg,
});
