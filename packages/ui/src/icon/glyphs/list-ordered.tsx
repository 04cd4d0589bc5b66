import { drawIcon } from '../draw-icon';

export const ListOrderedIcon = drawIcon(
  'ListOrderedIcon',
  <>
    <path d="M9 5.5h7.5M9 14.5h7.5" />
    <path d="M3.5 4l1.25-.75v4.5" />
    <path d="M3.5 12.5a1.25 1.25 0 0 1 2.5 0c0 .5-.3.85-.75 1.25L3.5 16.5h2.75" />
  </>,
);
