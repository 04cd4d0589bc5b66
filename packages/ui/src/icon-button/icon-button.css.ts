import { recipe } from '@vanilla-extract/recipes';

// `&&` doubles the class so the square shape beats Button's size padding wherever it loads.
const square = (side: string) => ({
  selectors: { '&&': { width: side, minWidth: side, paddingInline: 0 } },
});

/** The Button heights per size, as widths too. */
export const iconButton = recipe({
  variants: {
    size: { sm: square('2rem'), md: square('2.5rem'), lg: square('3rem') },
  },
});
