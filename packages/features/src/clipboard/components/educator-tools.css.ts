import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

// Above the educator tools button (3.25rem, bottom left), out of the editor's way.
export const floatingPanel = style({
  position: 'fixed',
  insetBlockEnd: `calc(${vars.space[5]} + 3.25rem + ${vars.space[3]})`,
  insetInlineStart: vars.space[5],
  zIndex: vars.zIndex.dropdown,
  width: `min(24rem, calc(100vw - 2 * ${vars.space[5]}))`,
});
