import { recipe } from '@vanilla-extract/recipes';
import { gapVariants } from '../internal/space.css';

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0 },
  variants: {
    gap: gapVariants,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 4, align: 'stretch' },
});
