import { drawIcon } from '../draw-icon';

export const DangerIcon = drawIcon(
  'DangerIcon',
  <>
    <path d="M7.1 2.5h5.8l4.6 4.6v5.8l-4.6 4.6H7.1l-4.6-4.6V7.1z" />
    <path d="M10 6.5v4.25" />
    <circle cx="10" cy="13.5" r="1" fill="currentColor" stroke="none" />
  </>,
);
