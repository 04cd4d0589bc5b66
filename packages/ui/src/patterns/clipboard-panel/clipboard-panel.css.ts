import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../internal/floating-surface.css';
import { thumbnail } from '../../internal/thumbnail.css';
import { underlineTab, underlineTabList } from '../../internal/underline-tabs.css';

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
  borderColor: vars.border.subtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.surface.base,
  cursor: 'grab',
  selectors: {
    '&:hover': { borderColor: vars.border.control },
    '&[data-state="dragging"]': { opacity: 0.5, cursor: 'grabbing' },
  },
});

export const handle = style({
  display: 'flex',
  color: vars.text.muted,
});

export const preview = style([
  thumbnail,
  {
    width: '3.5rem',
    height: '2.5rem',
    backgroundColor: vars.surface.subtle,
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
  color: vars.text.muted,
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
  color: vars.text.muted,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.interactive.hover, color: vars.text.body },
    // Pinned reads as a filled, outlined button, not only as a colour change.
    '&[data-state="on"]': {
      backgroundColor: vars.interactive.selected.background,
      borderColor: vars.interactive.selected.border,
      color: vars.interactive.selected.text,
    },
    '&[data-part="remove"]:hover': {
      backgroundColor: vars.feedback.danger.background,
      color: vars.feedback.danger.text,
    },
  },
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space[5],
  color: vars.text.muted,
  textAlign: 'center',
});
