import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The panel look shared by cards and floating surfaces: page background, hairline, large radius. */
export const surface = style({
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.subtle,
  borderRadius: vars.radius.lg,
});
