import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** Label beside the list, as the theme's, to fit a page header. */
export const inline = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space[2] });
