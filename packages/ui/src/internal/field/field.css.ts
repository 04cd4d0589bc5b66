import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlFrame } from '../control-frame.css';

/** The label, description and error stacked around a control. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const label = style({
  color: vars.text.label,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  color: vars.text.muted,
  fontSize: vars.font.size.sm,
});

/** The single-line text control; TextArea and Select compose it so a form's controls line up. */
export const textControl = recipe({
  base: [
    controlFrame,
    {
      width: '100%',
      minHeight: '2.5rem',
      paddingBlock: vars.space[2],
      paddingInline: vars.space[3],
      font: 'inherit',
      transitionProperty: 'border-color',
      transitionDuration: vars.motion.duration.fast,
      '::placeholder': { color: vars.text.muted, opacity: 1 },
    },
  ],
  variants: {
    invalid: {
      true: {
        borderColor: vars.feedback.danger.solid,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.interactive.danger.hover } },
      },
    },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  color: vars.feedback.danger.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
