import { drawIcon } from '../draw-icon';

export const UserIcon = drawIcon(
  'UserIcon',
  <>
    <circle cx="10" cy="6.5" r="3.5" />
    <path d="M3.5 17.5a6.5 6.5 0 0 1 13 0" />
  </>,
);
