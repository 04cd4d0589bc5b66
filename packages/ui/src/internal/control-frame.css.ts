import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * The bordered box of a form control (text inputs, select and colour triggers, the editor frame,
 * the chat composer): the edge darkens on hover, and a disabled control is dimmed.
 */
export const controlFrame = style({
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.border.control,
  borderRadius: vars.radius.md,
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.border.strong },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
