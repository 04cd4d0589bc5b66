import { drawIcon } from '../draw-icon';

export const EraserIcon = drawIcon(
  'EraserIcon',
  <>
    <path d="m6.5 16.5-3.2-3.2a1.5 1.5 0 0 1 0-2.1l7.6-7.6a1.5 1.5 0 0 1 2.1 0l3.6 3.6a1.5 1.5 0 0 1 0 2.1l-7.2 7.2" />
    <path d="M6.5 16.5h10" />
    <path d="m5.25 9.25 6 6" />
  </>,
);
