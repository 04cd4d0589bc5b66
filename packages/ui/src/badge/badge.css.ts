import { vars } from '@sparked/design-tokens/contract.css';
import { recipe } from '@vanilla-extract/recipes';

type Tone = { background: string; border: string; text: string };

const tone = ({ background, border, text }: Tone) => ({
  backgroundColor: background,
  borderColor: border,
  color: text,
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
      neutral: tone({
        background: vars.surface.subtle,
        border: vars.border.subtle,
        text: vars.text.muted,
      }),
      primary: tone(vars.emphasis.primary),
      success: tone(vars.feedback.success),
      error: tone(vars.feedback.danger),
      accent: tone(vars.emphasis.accent),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
