import { drawIcon } from '../draw-icon';

export const AlignCenterIcon = drawIcon(
  'AlignCenterIcon',
  <path d="M3.5 4h13M6 8h8m-10.5 4h13M6 16h8" />,
);
