import { drawIcon } from '../draw-icon';

export const LockIcon = drawIcon(
  'LockIcon',
  <>
    <rect x="4" y="9" width="12" height="8.5" rx="2" />
    <path d="M6.5 9V6.5a3.5 3.5 0 0 1 7 0V9" />
    <circle cx="10" cy="13.25" r="1" fill="currentColor" stroke="none" />
  </>,
);
