import { drawIcon } from '../draw-icon';

export const OutdentIcon = drawIcon(
  'OutdentIcon',
  <path d="M3.5 4h13m-7 4h7m-7 4h7m-13 4h13M6 7.5 3.5 10 6 12.5" />,
  { mirrored: true },
);
