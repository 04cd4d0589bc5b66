import { drawIcon } from '../draw-icon';

export const SuperscriptIcon = drawIcon(
  'SuperscriptIcon',
  <>
    <path d="m3 7 7 8.5M10 7l-7 8.5" />
    <path d="M12.75 4.5a1.25 1.25 0 0 1 2.5 0c0 .5-.3.85-.75 1.25L12.75 7.5h2.75" />
  </>,
);
