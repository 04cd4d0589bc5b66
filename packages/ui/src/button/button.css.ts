import { vars } from '@sparked/design-tokens/contract.css';
import { recipe } from '@vanilla-extract/recipes';

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary[100],
        color: vars.color.typography.complimentary,
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.color.primary[125],
            color: vars.color.typography.complimentary,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary[25],
        borderColor: vars.color.secondary[100],
        color: vars.color.secondary[125],
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.color.secondary[50],
            color: vars.color.secondary[125],
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary[125],
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.color.primary[25],
            color: vars.color.primary[125],
          },
        },
      },
      danger: {
        backgroundColor: vars.color.error[100],
        color: vars.color.typography.complimentary,
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.color.error[125],
            color: vars.color.typography.complimentary,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: '2rem',
        paddingInline: vars.space[3],
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: '2.5rem',
        paddingInline: vars.space[4],
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: '3rem',
        paddingInline: vars.space[5],
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});
