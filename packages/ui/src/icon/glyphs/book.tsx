import { drawIcon } from '../draw-icon';

export const BookIcon = drawIcon(
  'BookIcon',
  <>
    <path d="M10 5.5c-1.6-1.3-3.8-1.8-6.5-1.5v11c2.7-.3 4.9.2 6.5 1.5 1.6-1.3 3.8-1.8 6.5-1.5V4c-2.7-.3-4.9.2-6.5 1.5z" />
    <path d="M10 5.5v11" />
  </>,
);
