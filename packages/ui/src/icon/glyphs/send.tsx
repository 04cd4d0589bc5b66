import { drawIcon } from '../draw-icon';

export const SendIcon = drawIcon(
  'SendIcon',
  <path d="M17 3 2.75 8.75l5.75 2.75 2.75 5.75zm0 0-8.5 8.5" />,
  { mirrored: true },
);
