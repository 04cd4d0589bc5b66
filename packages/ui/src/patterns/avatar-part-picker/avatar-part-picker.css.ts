import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space[2],
});

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[2],
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  font: 'inherit',
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.border.strong },
    // The border change is doubled by the check badge, so selection never rests on colour alone.
    '&[data-state="checked"]': {
      borderColor: vars.interactive.selected.border,
      backgroundColor: vars.interactive.selected.background,
    },
  },
});

export const preview = style({
  // Greyed rather than faded: fading lets a dark theme darken the artwork.
  selectors: { [`${option}[data-locked] &`]: { filter: 'grayscale(0.85)' } },
});

export const optionLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.emphasis.accent.background,
  color: vars.emphasis.accent.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const cornerBadge = recipe({
  base: {
    position: 'absolute',
    top: vars.space[1],
    display: 'grid',
    placeItems: 'center',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      locked: {
        insetInlineStart: vars.space[1],
        backgroundColor: vars.surface.subtle,
        color: vars.text.muted,
        border: `1px solid ${vars.border.control}`,
      },
      checked: {
        insetInlineEnd: vars.space[1],
        backgroundColor: vars.emphasis.primary.solid,
        color: vars.text.inverse,
      },
    },
  },
});

export const colors = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
});

export const colorRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const colorCaption = style({
  color: vars.text.label,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
