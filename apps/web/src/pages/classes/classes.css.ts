import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** A join code read off a projector: large, spaced, in a face where letters and digits differ. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size['3xl'],
  letterSpacing: '0.2em',
  margin: 0,
});

/** The QR code keeps its own white quiet zone in every theme, so phones can read it. */
export const qr = style({ width: '10rem', height: '10rem', background: 'white' });

/** Wide tables scroll on their own on a phone instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.sm,
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.border.subtle}`,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

export const headerCell = style([
  cell,
  { color: vars.text.label, fontWeight: vars.font.weight.semibold },
]);

export const codeText = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.1em' });
