import { drawIcon } from '../draw-icon';

export const IndentIcon = drawIcon(
  'IndentIcon',
  <path d="M3.5 4h13m-7 4h7m-7 4h7m-13 4h13M3.5 7.5 6 10l-2.5 2.5" />,
  { mirrored: true },
);
