import { vars } from '@sparked/design-tokens/contract.css';
import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Still moving, because a frozen spinner reads as "stuck", but slowly.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: '0.15em' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '0.1875rem' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '0.25rem' },
    },
    tone: {
      primary: { color: vars.emphasis.primary.solid },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});
