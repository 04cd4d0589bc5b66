import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** A slim bar above the page, only inside an LMS frame. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
});

/** "Signs in through <LMS>": a quiet note at the bar's start. */
export const through = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.text.label,
});
