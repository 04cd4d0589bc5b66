import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

/** An icon that points along the line (a chevron to what follows, indent, send): mirrored right to left. */
export const pointsAlongLine = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
