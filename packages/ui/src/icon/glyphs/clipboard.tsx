import { drawIcon } from '../draw-icon';

export const ClipboardIcon = drawIcon(
  'ClipboardIcon',
  <>
    <path d="M7.5 4H6a2 2 0 0 0-2 2v9.5a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1.5" />
    <rect x="7.5" y="2.5" width="5" height="3" rx="1" />
  </>,
);
