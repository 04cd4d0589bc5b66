import { vars } from '@sparked/design-tokens/contract.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const box = style({ margin: 0 });

// Declared shorthand first: the per-axis classes come later in the sheet, so they win over it.
export const padding = styleVariants(vars.space, (value) => ({ padding: value }));
export const paddingInline = styleVariants(vars.space, (value) => ({ paddingInline: value }));
export const paddingBlock = styleVariants(vars.space, (value) => ({ paddingBlock: value }));

// Paragraph text reaches 4.5:1 on every one of these surfaces in all built-in themes.
const surface = (backgroundColor: string) => ({
  backgroundColor,
  color: vars.text.body,
});

export const background = styleVariants({
  base: surface(vars.surface.base),
  mute: surface(vars.surface.muted),
  primary: surface(vars.emphasis.primary.background),
  secondary: surface(vars.emphasis.secondary.background),
  accent: surface(vars.emphasis.accent.background),
  success: surface(vars.feedback.success.background),
  error: surface(vars.feedback.danger.background),
});

export const radius = styleVariants({
  none: { borderRadius: 0 },
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
  pill: { borderRadius: vars.radius.pill },
});
