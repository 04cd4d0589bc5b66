import { drawIcon } from '../draw-icon';

export const InfoIcon = drawIcon(
  'InfoIcon',
  <>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 9v4.75" />
    <circle cx="10" cy="6.4" r="1" fill="currentColor" stroke="none" />
  </>,
);
