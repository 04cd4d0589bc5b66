import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The round, tinted mark that shows a message's type next to it (modals, toasts). */
export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
});

/** An icon badge's colours: a pale fill of the group with its darkest shade on top. */
export const iconBadgeTint = (group: 'primary' | 'accent' | 'error' | 'success') => ({
  backgroundColor: vars.color[group][25],
  color: vars.color[group][125],
});
