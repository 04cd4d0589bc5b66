import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';
import { surface } from './surface.css';

/** The raised panel every popup, menu, dialog and floating panel sits on. */
export const floatingSurface = style([surface, { boxShadow: vars.shadow.lg }]);
