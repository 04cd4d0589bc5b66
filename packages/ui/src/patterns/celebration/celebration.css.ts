import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const motion = '(prefers-reduced-motion: no-preference)';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.emphasis.accent.border}`,
  background: vars.emphasis.accent.background,
  color: vars.text.body,
});

const popIn = keyframes({
  '0%': { transform: 'scale(0.4)', opacity: 0 },
  '60%': { transform: 'scale(1.12)', opacity: 1 },
  '100%': { transform: 'scale(1)' },
});

export const burst = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  '@media': { [motion]: { animation: `${popIn} 480ms ${vars.motion.easing.standard} both` } },
});

const flyOut = keyframes({
  '0%': { transform: 'rotate(var(--spark-turn)) translateY(0) scale(1)', opacity: 1 },
  '100%': { transform: 'rotate(var(--spark-turn)) translateY(-52px) scale(0.3)', opacity: 0 },
});

/** Sparks only fly with motion allowed; otherwise there are none to see. */
export const spark = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: '50%',
  width: 8,
  height: 8,
  margin: -4,
  borderRadius: '50%',
  opacity: 0,
  '@media': {
    [motion]: { animation: `${flyOut} 900ms 120ms ${vars.motion.easing.standard} both` },
  },
});

const turns = [0, 45, 90, 135, 180, 225, 270, 315];
const fills = [
  vars.emphasis.primary.solid,
  vars.emphasis.secondary.solid,
  vars.emphasis.accent.solid,
];
export const sparks = styleVariants(
  Object.fromEntries(
    turns.map((turn, index) => [
      turn,
      { vars: { '--spark-turn': `${turn}deg` }, background: fills[index % fills.length] },
    ]),
  ),
);

export const title = style({
  margin: 0,
  color: vars.emphasis.accent.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const body = style({ margin: 0 });
