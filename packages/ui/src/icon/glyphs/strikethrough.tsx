import { drawIcon } from '../draw-icon';

export const StrikethroughIcon = drawIcon(
  'StrikethroughIcon',
  <>
    <path d="M3.5 10h13" />
    <path d="M13.5 5.5c-.5-1.1-1.8-2-3.5-2-2 0-3.5 1-3.5 2.75 0 .9.4 1.6 1.3 2.1" />
    <path d="M12.7 11.75c.5.45.8 1.05.8 1.85 0 1.75-1.6 2.9-3.5 2.9-1.8 0-3.2-.9-3.6-2.2" />
  </>,
);
