import { drawIcon } from '../draw-icon';

export const BoldIcon = drawIcon(
  'BoldIcon',
  <>
    <path d="M6 3.5h4.75a3.25 3.25 0 0 1 0 6.5H6z" />
    <path d="M6 10h5.5a3.25 3.25 0 0 1 0 6.5H6z" />
  </>,
);
