import { drawIcon } from '../draw-icon';

export const WarningIcon = drawIcon(
  'WarningIcon',
  <>
    <path d="M8.7 3.5a1.5 1.5 0 0 1 2.6 0l6.2 11a1.5 1.5 0 0 1-1.3 2.25H3.8a1.5 1.5 0 0 1-1.3-2.25z" />
    <path d="M10 8v3.5" />
    <circle cx="10" cy="14" r="1" fill="currentColor" stroke="none" />
  </>,
);
