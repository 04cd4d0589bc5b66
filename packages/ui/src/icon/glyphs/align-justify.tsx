import { drawIcon } from '../draw-icon';

export const AlignJustifyIcon = drawIcon(
  'AlignJustifyIcon',
  <path d="M3.5 4h13m-13 4h13m-13 4h13m-13 4h13" />,
);
