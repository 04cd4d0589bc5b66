import { drawIcon } from '../draw-icon';

export const ListUnorderedIcon = drawIcon(
  'ListUnorderedIcon',
  <>
    <path d="M8 5h8.5M8 10h8.5M8 15h8.5" />
    <circle cx="4.5" cy="5" r="1" fill="currentColor" stroke="none" />
    <circle cx="4.5" cy="10" r="1" fill="currentColor" stroke="none" />
    <circle cx="4.5" cy="15" r="1" fill="currentColor" stroke="none" />
  </>,
);
