import { drawIcon } from '../draw-icon';

export const SuccessIcon = drawIcon(
  'SuccessIcon',
  <>
    <circle cx="10" cy="10" r="7.5" />
    <path d="m6.75 10.25 2.25 2.25 4.25-4.75" />
  </>,
);
