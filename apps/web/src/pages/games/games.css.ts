import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The lobby: the PIN and the code beside the players on wide screens. */
export const lobby = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});

export const pin = style({
  margin: 0,
  fontSize: '3rem',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.15em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.text.heading.h1,
});

/** The QR code: the server's SVG, dark on light whatever the theme, so any camera reads it. */
export const qr = style({
  width: '12rem',
  maxWidth: '100%',
  padding: vars.space[2],
  background: '#ffffff',
  borderRadius: vars.radius.md,
  lineHeight: 0,
});

export const players = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const prompt = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  color: vars.text.heading.h2,
});

export const questionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const explanation = style({
  margin: 0,
  padding: vars.space[3],
  borderInlineStart: `4px solid ${vars.feedback.info.solid}`,
  background: vars.feedback.info.background,
  color: vars.text.body,
});

export const bigNumber = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.text.heading.h2,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.text.body });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space[2] });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  color: vars.text.label,
  fontWeight: vars.font.weight.semibold,
});

export const found = style({ textDecoration: 'line-through', color: vars.text.muted });

/**
 * A puzzle prints on its own: while one is on the page, printing hides everything else.
 * (`:has` scopes it, so no other page prints blank after a puzzle was opened.)
 */
export const printable = style({
  '@media': {
    print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, width: '100%' },
  },
});
globalStyle(`body:has(${printable}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printable}, ${printable} *`, { '@media': { print: { visibility: 'visible' } } });
