import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { floatingSurface } from '../internal/floating-surface.css';

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

export const launcher = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary[100],
  color: vars.color.typography.complimentary,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { backgroundColor: vars.color.primary[125] },
    '&:active': { transform: 'scale(0.96)' },
  },
});

export const panel = style([
  floatingSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    width: 'min(24rem, calc(100vw - 2rem))',
    height: 'min(36rem, calc(100vh - 7rem))',
    overflow: 'hidden',
  },
]);

export const header = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.primary[100],
  color: vars.color.typography.complimentary,
});

export const title = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space[4],
  // The ring is drawn inside: the panel clips anything outside its edge.
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
});

export const message = recipe({
  base: {
    maxWidth: '85%',
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.lg,
    overflowWrap: 'anywhere',
  },
  variants: {
    role: {
      assistant: {
        alignSelf: 'flex-start',
        borderEndStartRadius: vars.radius.sm,
        backgroundColor: vars.color.background.mute,
        color: vars.color.typography.paragraph,
      },
      user: {
        alignSelf: 'flex-end',
        borderEndEndRadius: vars.radius.sm,
        backgroundColor: vars.color.primary[100],
        color: vars.color.typography.complimentary,
      },
    },
  },
});

export const userText = style({
  margin: 0,
  // Plain text: the user's own line breaks are kept.
  whiteSpace: 'pre-wrap',
});

export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondary[25],
  color: vars.color.secondary[125],
});

export const ticketLine = style({ margin: 0 });

export const ticketKey = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.bold,
});

export const typing = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.mute,
});

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.5 },
  '30%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

export const dots = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  verticalAlign: 'middle',
});

export const dot = style({
  width: '0.4rem',
  height: '0.4rem',
  borderRadius: vars.radius.pill,
  backgroundColor: 'currentColor',
  animation: `${bounce} 1.2s ${vars.motion.easing.standard} infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    // Dots that stop still show "waiting" without the motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 },
  },
});

export const typingDots = style({ color: vars.color.mute[125] });

export const screenshots = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingInline: vars.space[4],
  paddingBlockEnd: vars.space[3],
  maxHeight: '50%',
  overflowY: 'auto',
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
  padding: vars.space[3],
  borderTop: `1px solid ${vars.color.mute[50]}`,
});

export const input = style({
  flex: 1,
  minHeight: '2.5rem',
  maxHeight: '8rem',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.mute[100],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.base,
  color: vars.color.typography.paragraph,
  font: 'inherit',
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  '::placeholder': { color: vars.color.mute[125], opacity: 1 },
  selectors: { '&:hover': { borderColor: vars.color.mute[125] } },
});
