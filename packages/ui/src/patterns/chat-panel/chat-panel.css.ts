import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlFrame } from '../../internal/control-frame.css';
import { focusRingInside } from '../../internal/focus-ring.css';
import { surface } from '../../internal/surface.css';

/** The conversation's own frame; a full page sizes it, the floating panel fills itself with it. */
export const conversation = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minHeight: 0,
    overflow: 'hidden',
  },
]);

export const panel = style({
  display: 'flex',
  width: 'min(24rem, calc(100vw - 2rem))',
  height: 'min(36rem, calc(100vh - 7rem))',
  borderRadius: vars.radius.lg,
  // Raised like every floating surface; the conversation inside draws the frame.
  boxShadow: vars.shadow.lg,
});

export const header = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  backgroundColor: vars.emphasis.primary.solid,
  color: vars.text.inverse,
});

export const title = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const thread = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space[4],
  // The ring is drawn inside: the panel clips anything outside its edge.
  ...focusRingInside,
});

/** What the thread holds, in one box, so that its growth can be observed. */
export const threadContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
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
        backgroundColor: vars.surface.muted,
        color: vars.text.body,
      },
      user: {
        alignSelf: 'flex-end',
        borderEndEndRadius: vars.radius.sm,
        backgroundColor: vars.emphasis.primary.solid,
        color: vars.text.inverse,
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
  backgroundColor: vars.emphasis.secondary.background,
  color: vars.emphasis.secondary.text,
});

export const ticketLine = style({ margin: 0 });

export const ticketKey = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.bold,
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.feedback.danger.background,
  color: vars.feedback.danger.text,
});

export const noticeText = style({ margin: 0, flex: '1 1 12rem' });

export const typing = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.surface.muted,
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

export const typingDots = style({ color: vars.text.muted });

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
  borderTop: `1px solid ${vars.border.subtle}`,
});

export const input = style([
  controlFrame,
  {
    flex: 1,
    minHeight: '2.5rem',
    maxHeight: '8rem',
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    font: 'inherit',
    lineHeight: vars.font.lineHeight.normal,
    resize: 'none',
    '::placeholder': { color: vars.text.muted, opacity: 1 },
  },
]);
