import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { surface } from '../internal/surface.css';

export const card = recipe({
  base: [
    surface,
    { display: 'flex', flexDirection: 'column', gap: vars.space[3], boxShadow: vars.shadow.sm },
  ],
  variants: {
    padding: {
      sm: { padding: vars.space[3] },
      md: { padding: vars.space[5] },
      lg: { padding: vars.space[7] },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
