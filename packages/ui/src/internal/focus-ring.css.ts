import { vars } from '@sparked/design-tokens/contract.css';

/**
 * The keyboard focus ring that global.css gives every `:focus-visible` element, for parts that
 * show the focus of another element (a hidden input, an invisible slider).
 */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.border.focus}`,
  outlineOffset: vars.focus.offset,
};

/** Moves the ring inside the edge, for boxes that clip anything outside them. */
export const focusRingInside = {
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
};
