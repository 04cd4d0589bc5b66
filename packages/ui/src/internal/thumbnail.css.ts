import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** A cropped image preview with a hairline edge, so light images keep their outline. */
export const thumbnail = style({
  display: 'block',
  objectFit: 'cover',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.subtle,
});
