import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { label as fieldLabel } from '../internal/field/field.css';
import { focusRing } from '../internal/focus-ring.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const label = fieldLabel;

export const hint = style({ margin: 0, color: vars.text.muted, fontSize: vars.font.size.sm });

export const editor = style({
  vars: { '--code-font': vars.font.family.mono },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  // The ring goes on the frame: the text area inside is clipped by it.
  ':focus-within': focusRing,
});
