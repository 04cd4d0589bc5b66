import { vars } from '@sparked/design-tokens/contract.css';
import { recipe } from '@vanilla-extract/recipes';

const tone = (group: 'mute' | 'primary' | 'success' | 'error' | 'accent') => ({
  backgroundColor: vars.color[group][25],
  borderColor: vars.color[group][50],
  color: vars.color[group][125],
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    paddingBlock: '0.125rem',
    paddingInline: vars.space[2],
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: tone('mute'),
      primary: tone('primary'),
      success: tone('success'),
      error: tone('error'),
      accent: tone('accent'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
