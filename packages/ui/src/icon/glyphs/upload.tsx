import { drawIcon } from '../draw-icon';

export const UploadIcon = drawIcon(
  'UploadIcon',
  <path d="M10 13V3.5m-4 4 4-4 4 4M3.5 13v2a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-2" />,
);
