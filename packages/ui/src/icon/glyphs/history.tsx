import { drawIcon } from '../draw-icon';

export const HistoryIcon = drawIcon(
  'HistoryIcon',
  <path d="M3.5 10a6.5 6.5 0 1 0 1.9-4.6L3.5 7.25m0-3.75v3.75h3.75M10 6.5V10l2.5 1.5" />,
);
