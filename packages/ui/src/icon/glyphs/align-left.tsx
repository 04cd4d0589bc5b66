import { drawIcon } from '../draw-icon';

export const AlignLeftIcon = drawIcon(
  'AlignLeftIcon',
  <path d="M3.5 4h13m-13 4h8.5m-8.5 4h13m-13 4h8.5" />,
);
