import { style } from '@vanilla-extract/css';

/** Out of sight but read out: the clip pattern screen readers and browsers agree on. */
export const visuallyHidden = style({
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
});
