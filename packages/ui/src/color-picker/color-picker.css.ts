import { vars } from '@sparked/design-tokens/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { controlFrame } from '../internal/control-frame.css';
import { floatingSurface } from '../internal/floating-surface.css';
import { focusRing } from '../internal/focus-ring.css';
import { underlineTab, underlineTabList } from '../internal/underline-tabs.css';

/** Shows through transparent colours; drawn in theme colours, so it reads as "empty" anywhere. */
export const checkerboard = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  borderRadius: 'inherit',
  backgroundColor: vars.surface.base,
  backgroundImage: `repeating-conic-gradient(${vars.border.subtle} 0% 25%, ${vars.surface.base} 0% 50%)`,
  backgroundSize: '0.5rem 0.5rem',
});

export const swatchFill = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
});

export const trigger = style([
  controlFrame,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    padding: vars.space[1],
    cursor: 'pointer',
  },
]);

export const triggerSwatch = style({
  width: '1.75rem',
  height: '1.75rem',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.sm,
});

export const popup = style([
  floatingSurface,
  {
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    width: '18rem',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space[3],
  },
]);

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const tabList = underlineTabList;

// The modes share the popup's width.
export const tab = style([underlineTab, { flex: 1, fontSize: vars.font.size.sm }]);

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const area = style({
  position: 'relative',
  height: '9rem',
  borderRadius: vars.radius.md,
  cursor: 'crosshair',
  // Dragging must move the thumb, not scroll the page.
  touchAction: 'none',
});

/** Two rings, light and dark, keep the thumb visible on every colour underneath. */
const thumbRings = {
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.surface.base,
  boxShadow: `0 0 0 1px ${vars.border.strong}, ${vars.shadow.sm}`,
};

export const areaThumb = style({
  ...thumbRings,
  position: 'absolute',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.pill,
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none',
  selectors: {
    // The sliders are invisible, so the thumb shows their focus.
    [`${area}:has(:focus-visible) &`]: focusRing,
  },
});

/** Focusable for keyboards and screen readers, invisible on screen. */
export const areaSlider = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const channel = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '1.25rem',
  touchAction: 'none',
  userSelect: 'none',
});

globalStyle(`${channel} > ${checkerboard}`, {
  flexGrow: 1,
  height: '0.75rem',
  borderRadius: vars.radius.pill,
});

export const thumb = style({
  ...thumbRings,
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.surface.base,
  cursor: 'grab',
  ':focus-visible': focusRing,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const gradientFields = style([fields, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }]);

// Four inputs share one row: short labels, tighter padding, and the arrow keys step instead of
// spin buttons.
globalStyle(`${fields} label`, { fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });
globalStyle(`${fields} input`, { paddingInline: vars.space[2] });
globalStyle(`${fields} input[type="number"]`, { MozAppearance: 'textfield' });
globalStyle(
  `${fields} input::-webkit-inner-spin-button, ${fields} input::-webkit-outer-spin-button`,
  { WebkitAppearance: 'none', margin: 0 },
);

export const hexField = style({
  gridColumn: '1 / -1',
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const historyLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  color: vars.text.label,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const historyList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historySwatch = style({
  display: 'block',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.border.strong } },
});

export const gradientPreview = style({
  height: '2rem',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.md,
});

export const segments = style({
  display: 'flex',
  gap: '2px',
  padding: '2px',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.md,
});

export const segment = style({
  flex: 1,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.text.body,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.interactive.hover },
    '&[data-state="checked"]': {
      backgroundColor: vars.interactive.primary.background,
      color: vars.interactive.primary.text,
    },
  },
});
