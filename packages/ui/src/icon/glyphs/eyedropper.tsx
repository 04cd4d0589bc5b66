import { drawIcon } from '../draw-icon';

export const EyedropperIcon = drawIcon(
  'EyedropperIcon',
  <>
    <path d="M13.5 3.5a2.12 2.12 0 0 1 3 3l-2 2 1 1-1.5 1.5-5-5 1.5-1.5 1 1z" />
    <path d="m10.5 7.5-6 6-1 3 3-1 6-6" />
  </>,
);
