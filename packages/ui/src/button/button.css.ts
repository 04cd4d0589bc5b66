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
    // A label wraps rather than push the page past a phone's screen: a language's longer words
    // ("Gumawa ng account para makapagparehistro") must fit where the English did.
    maxWidth: '100%',
    textAlign: 'center',
    overflowWrap: 'break-word',
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
        backgroundColor: vars.interactive.primary.background,
        color: vars.interactive.primary.text,
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.interactive.primary.hover,
            color: vars.interactive.primary.text,
          },
        },
      },
      secondary: {
        backgroundColor: vars.interactive.secondary.background,
        borderColor: vars.interactive.secondary.border,
        color: vars.interactive.secondary.text,
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.interactive.secondary.hover,
            color: vars.interactive.secondary.text,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.interactive.ghost.text,
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.interactive.ghost.hover,
            color: vars.interactive.ghost.text,
          },
        },
      },
      danger: {
        backgroundColor: vars.interactive.danger.background,
        color: vars.interactive.danger.text,
        selectors: {
          [enabledHover]: {
            backgroundColor: vars.interactive.danger.hover,
            color: vars.interactive.danger.text,
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
