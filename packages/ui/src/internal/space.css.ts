import { vars } from '@sparked/design-tokens/contract.css';
import { styleVariants } from '@vanilla-extract/css';

/** One class per space step, shared by the layout components' `gap` prop. */
export const gapVariants = styleVariants(vars.space, (value) => ({ gap: value }));
