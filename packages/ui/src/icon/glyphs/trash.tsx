import { drawIcon } from '../draw-icon';

export const TrashIcon = drawIcon(
  'TrashIcon',
  <path d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5m-7 0 .8 10.6a1.5 1.5 0 0 0 1.5 1.4h5.4a1.5 1.5 0 0 0 1.5-1.4L15 5.5M8.5 9v5m3-5v5" />,
);
