import { drawIcon } from '../draw-icon';

export const AlignRightIcon = drawIcon(
  'AlignRightIcon',
  <path d="M3.5 4h13M8 8h8.5m-13 4h13M8 16h8.5" />,
);
