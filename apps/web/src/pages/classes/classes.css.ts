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

export const codeText = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.1em' });
