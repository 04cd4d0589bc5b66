import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  color: vars.text.body,
  fontSize: vars.font.size.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const wallet = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const icon = style({ color: vars.emphasis.accent.solid });

/**
 * On a phone the icons name the wallets and the labels are read by assistive technology only, so
 * the four balances fit on one line above the page.
 */
export const label = style({
  '@media': {
    'screen and (max-width: 48rem)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const amount = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.text.heading.h1,
});

/** Holds an amount's place while the wallets load. */
export const amountPlaceholder = style({
  display: 'inline-block',
  width: '3ch',
  height: '1em',
  borderRadius: vars.radius.sm,
  background: vars.border.subtle,
});

export const refill = style({ margin: 0, color: vars.text.label });

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
});
