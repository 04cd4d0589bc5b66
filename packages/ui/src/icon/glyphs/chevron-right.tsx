import { drawIcon } from '../draw-icon';

export const ChevronRightIcon = drawIcon('ChevronRightIcon', <path d="m7.5 5 5 5-5 5" />, {
  mirrored: true,
});
