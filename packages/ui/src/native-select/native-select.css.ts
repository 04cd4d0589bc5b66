import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** Holds the chevron over the select's end, where the browser's own arrow was. */
export const frame = style({ position: 'relative', display: 'flex' });

// Composed after the text control, so a NativeSelect lines up with TextField and Select.
export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space[3]} + 16px + ${vars.space[2]})`,
  // The frame's `:disabled` rule, more specific, keeps `not-allowed` on a disabled select.
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.text.muted,
  // Clicks on the chevron open the select under it.
  pointerEvents: 'none',
});
