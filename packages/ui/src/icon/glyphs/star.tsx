import { drawIcon } from '../draw-icon';

export const StarIcon = drawIcon(
  'StarIcon',
  <path d="m10 2.8 2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" />,
);
