import { drawIcon } from '../draw-icon';

export const TextColorIcon = drawIcon(
  'TextColorIcon',
  <path d="m5.5 15 4.5-11 4.5 11M7.1 11h5.8" />,
);
