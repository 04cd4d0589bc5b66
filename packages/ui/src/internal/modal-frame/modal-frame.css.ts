import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { entrance } from '../entrance.css';
import { floatingSurface } from '../floating-surface.css';
import { iconBadge as iconBadgeBase, iconBadgeTint } from '../icon-badge.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.scrim,
  ...entrance(fadeIn, 'normal'),
});

export const content = style([
  floatingSurface,
  {
    position: 'fixed',
    top: '50%',
    // Physical on purpose: centred by translate(-50%), which does not turn right to left.
    left: '50%',
    zIndex: vars.zIndex.modal,
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    width: 'min(30rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    padding: vars.space[5],
    ...entrance(rise, 'normal'),
    ':focus': { outline: 'none' },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const iconBadge = recipe({
  base: [iconBadgeBase, { flexShrink: 0, width: '2.5rem', height: '2.5rem' }],
  variants: {
    type: {
      info: iconBadgeTint(vars.feedback.info),
      warning: iconBadgeTint(vars.feedback.warning),
      danger: iconBadgeTint(vars.feedback.danger),
      success: iconBadgeTint(vars.feedback.success),
    },
  },
});

export const title = style({
  flex: 1,
  alignSelf: 'center',
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const message = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.relaxed,
  // Callers pass plain strings with \n for line breaks (spec §2).
  whiteSpace: 'pre-line',
});

export const closeButton = style({
  flexShrink: 0,
  paddingInline: vars.space[2],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});
