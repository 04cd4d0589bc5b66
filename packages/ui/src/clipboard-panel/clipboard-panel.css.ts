import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../internal/floating-surface.css';
import { thumbnail } from '../internal/thumbnail.css';
import { underlineTab, underlineTabList } from '../internal/underline-tabs.css';

export const panel = style([
  floatingSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    width: 'min(24rem, 100%)',
    padding: vars.space[4],
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const tabList = style([underlineTabList, { gap: vars.space[1] }]);

export const tab = underlineTab;

export const tabPanel = style({
  borderRadius: vars.radius.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  maxHeight: '22rem',
  margin: 0,
  // Room for the focus rings of the rows' buttons inside the scroll box.
  padding: vars.space[1],
  overflowY: 'auto',
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[2],
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.mute[50],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.base,
  cursor: 'grab',
  selectors: {
    '&:hover': { borderColor: vars.color.mute[100] },
    '&[data-state="dragging"]': { opacity: 0.5, cursor: 'grabbing' },
  },
});

export const handle = style({
  display: 'flex',
  color: vars.color.mute[125],
});

export const preview = style([
  thumbnail,
  {
    width: '3.5rem',
    height: '2.5rem',
    backgroundColor: vars.color.mute[25],
    borderRadius: vars.radius.sm,
  },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const itemTitle = style({
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({
  margin: 0,
  color: vars.color.mute[125],
  fontSize: vars.font.size.xs,
});

export const actions = style({
  display: 'flex',
  gap: vars.space[1],
});

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.mute[125],
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.mute[25], color: vars.color.typography.paragraph },
    // Pinned reads as a filled, outlined button, not only as a colour change.
    '&[data-state="on"]': {
      backgroundColor: vars.color.primary[25],
      borderColor: vars.color.primary[100],
      color: vars.color.primary[125],
    },
    '&[data-part="remove"]:hover': {
      backgroundColor: vars.color.error[25],
      color: vars.color.error[125],
    },
  },
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space[5],
  color: vars.color.mute[125],
  textAlign: 'center',
});
