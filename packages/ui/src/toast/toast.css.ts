import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { entrance } from '../internal/entrance.css';
import { iconBadge, iconBadgeTint } from '../internal/icon-badge.css';

export const list = style({
  position: 'fixed',
  insetBlockStart: vars.space[4],
  insetInlineEnd: vars.space[4],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: `min(24rem, calc(100vw - 2 * ${vars.space[4]}))`,
  // The empty area around the stack must not block clicks on the page; items opt back in.
  pointerEvents: 'none',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ':empty': { display: 'none' },
});

// Motion tokens drop to 0ms under prefers-reduced-motion (global.css), so this does too.
const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space[3],
    padding: vars.space[3],
    backgroundColor: vars.surface.base,
    color: vars.text.body,
    borderWidth: '1px',
    borderInlineStartWidth: '4px',
    borderStyle: 'solid',
    borderColor: vars.border.subtle,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    pointerEvents: 'auto',
    ...entrance(enter, 'normal'),
  },
  variants: {
    type: {
      info: { borderInlineStartColor: vars.feedback.info.solid },
      success: { borderInlineStartColor: vars.feedback.success.solid },
      warning: { borderInlineStartColor: vars.feedback.warning.solid },
      error: { borderInlineStartColor: vars.feedback.danger.solid },
    },
  },
});

export const icon = recipe({
  base: [iconBadge, { width: '2rem', height: '2rem' }],
  variants: {
    type: {
      info: iconBadgeTint(vars.feedback.info),
      success: iconBadgeTint(vars.feedback.success),
      warning: iconBadgeTint(vars.feedback.warning),
      error: iconBadgeTint(vars.feedback.danger),
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  // Centres a one-line toast on the 2rem icon.
  paddingBlockStart: vars.space[1],
});

export const title = style({
  margin: 0,
  color: vars.text.heading.h5,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  // Callers pass plain strings with \n for line breaks.
  whiteSpace: 'pre-line',
});
