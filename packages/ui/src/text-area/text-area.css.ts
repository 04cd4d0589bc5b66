import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { textControl } from '../internal/field/field.css';

// Composed from the text control, so its rules sit earlier in the sheet and these win.
export const textarea = style([
  textControl.classNames.base,
  {
    display: 'block',
    minHeight: 'auto',
    // Set explicitly: auto-grow measures whole lines in pixels.
    lineHeight: vars.font.lineHeight.normal,
    resize: 'vertical',
  },
]);

// The height follows the text, so a drag handle would only be undone by the next keystroke.
export const autoGrow = style({ resize: 'none' });
