import { drawIcon } from '../draw-icon';

export const ImageIcon = drawIcon(
  'ImageIcon',
  <>
    <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
    <circle cx="13" cy="7.5" r="1.5" />
    <path d="M2.75 14.25 7 10l5 5m-1-1 2.5-2.5 3.5 3.5" />
  </>,
);
