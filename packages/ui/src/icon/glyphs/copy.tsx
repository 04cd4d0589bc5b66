import { drawIcon } from '../draw-icon';

export const CopyIcon = drawIcon(
  'CopyIcon',
  <>
    <rect x="7" y="7" width="10" height="10" rx="2" />
    <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
  </>,
);
