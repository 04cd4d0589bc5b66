import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { brandRule, headerRule } from '../layouts/layout.css';

/*
 * The skeleton index.html paints before any script has run: the brand bar, as every layout starts,
 * and grey lines where the page will be. Its classes are named in index.html, so they are global
 * rather than hashed. The stylesheet is the entry's, which the page loads before its first paint.
 */

const pulse = keyframes({ '50%': { opacity: 0.45 } });

globalStyle('.boot-shell', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.surface.muted,
});
globalStyle('.boot-shell__bar', headerRule);
globalStyle('.boot-shell__brand', brandRule);
globalStyle('.boot-shell__page', {
  display: 'grid',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space[6],
});
globalStyle('.boot-shell__line', {
  display: 'block',
  height: vars.space[5],
  borderRadius: vars.radius.md,
  background: vars.border.subtle,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
globalStyle('.boot-shell__line:first-child', { height: vars.space[8], maxWidth: '24rem' });
globalStyle('.boot-shell__line:last-child', { height: '8rem' });
