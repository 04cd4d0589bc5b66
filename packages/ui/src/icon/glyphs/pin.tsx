import { drawIcon } from '../draw-icon';

export const PinIcon = drawIcon(
  'PinIcon',
  <path d="M7 2.75h6M8 2.75v4.5L5.5 11h9L12 7.25v-4.5M10 11v6.25" />,
);
