import { drawIcon } from '../draw-icon';

export const SubscriptIcon = drawIcon(
  'SubscriptIcon',
  <>
    <path d="m3 4.5 7 8.5m0-8.5L3 13" />
    <path d="M12.75 13.5a1.25 1.25 0 0 1 2.5 0c0 .5-.3.85-.75 1.25l-1.75 1.75h2.75" />
  </>,
);
