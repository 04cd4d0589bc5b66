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
  color: vars.color.typography.paragraph,
});

export const background = styleVariants({
  base: surface(vars.color.background.base),
  mute: surface(vars.color.background.mute),
  primary: surface(vars.color.primary[25]),
  secondary: surface(vars.color.secondary[25]),
  accent: surface(vars.color.accent[25]),
  success: surface(vars.color.success[25]),
  error: surface(vars.color.error[25]),
});

export const radius = styleVariants({
  none: { borderRadius: 0 },
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
  pill: { borderRadius: vars.radius.pill },
});
