import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { floatingActionButton } from '../../internal/floating-action-button.css';

// Apart from the panel's styles: the button stands in for the panel on every signed-in page.
export const root = style({
  position: 'fixed',
  insetBlockEnd: vars.space[5],
  insetInlineEnd: vars.space[5],
  zIndex: vars.zIndex.dropdown,
  // The panel sits above the button that opens it, while the button stays first in tab order.
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const launcher = style([floatingActionButton, { width: '3.5rem', height: '3.5rem' }]);
