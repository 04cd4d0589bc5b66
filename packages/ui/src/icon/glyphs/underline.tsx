import { drawIcon } from '../draw-icon';

export const UnderlineIcon = drawIcon(
  'UnderlineIcon',
  <path d="M6 3.5V9a4 4 0 0 0 8 0V3.5m-9.5 13h11" />,
);
