import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The round, tinted mark that shows a message's type next to it (modals, toasts). */
export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
});

/** An icon badge's colours: a feedback tone's pale fill with its text shade on top. */
export const iconBadgeTint = (tone: { background: string; text: string }) => ({
  backgroundColor: tone.background,
  color: tone.text,
});
