import { drawIcon } from '../draw-icon';

export const RestartIcon = drawIcon(
  'RestartIcon',
  <path d="M16 10a6 6 0 1 1-1.76-4.24L16.5 8m0-4v4h-4" />,
);
