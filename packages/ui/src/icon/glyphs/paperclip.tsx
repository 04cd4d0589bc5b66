import { drawIcon } from '../draw-icon';

export const PaperclipIcon = drawIcon(
  'PaperclipIcon',
  <path d="m16 9.5-5.6 5.6a3.75 3.75 0 0 1-5.3-5.3l6-6a2.5 2.5 0 0 1 3.54 3.54L8.8 13.2a1.25 1.25 0 0 1-1.77-1.77L12.5 6" />,
);
