import { drawIcon } from '../draw-icon';

export const DragHandleIcon = drawIcon(
  'DragHandleIcon',
  <>
    <circle cx="7.5" cy="5" r="1" fill="currentColor" stroke="none" />
    <circle cx="12.5" cy="5" r="1" fill="currentColor" stroke="none" />
    <circle cx="7.5" cy="10" r="1" fill="currentColor" stroke="none" />
    <circle cx="12.5" cy="10" r="1" fill="currentColor" stroke="none" />
    <circle cx="7.5" cy="15" r="1" fill="currentColor" stroke="none" />
    <circle cx="12.5" cy="15" r="1" fill="currentColor" stroke="none" />
  </>,
);
