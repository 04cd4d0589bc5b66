import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import {
  content as frameContent,
  title as frameTitle,
} from '../internal/modal-frame/modal-frame.css';

/** The modal frame's surface, a little wider: a dialog holds a page's worth of detail. */
export const content = style([
  frameContent,
  { width: 'min(36rem, calc(100vw - 2rem))', gap: vars.space[4] },
]);

/** The modal frame's title, at the start of the line: here it heads a column, not an icon's row. */
export const title = style([frameTitle, { alignSelf: 'stretch' }]);
