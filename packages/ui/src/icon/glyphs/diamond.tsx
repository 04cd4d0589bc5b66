import { drawIcon } from '../draw-icon';

export const DiamondIcon = drawIcon(
  'DiamondIcon',
  <>
    <path d="M6 3.5h8l3.5 4.5L10 17 2.5 8z" />
    <path d="M2.5 8h15M8 3.5 7 8l3 9 3-9-1-4.5" />
  </>,
);
