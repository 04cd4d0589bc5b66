import { drawIcon } from '../draw-icon';

export const CoinIcon = drawIcon(
  'CoinIcon',
  <>
    <ellipse cx="10" cy="8" rx="7" ry="4.5" />
    <ellipse cx="10" cy="8" rx="3.5" ry="2" />
    <path d="M3 8v3.5c0 2.5 3.1 4.5 7 4.5s7-2 7-4.5V8" />
  </>,
);
