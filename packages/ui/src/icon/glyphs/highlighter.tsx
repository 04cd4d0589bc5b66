import { drawIcon } from '../draw-icon';

export const HighlighterIcon = drawIcon(
  'HighlighterIcon',
  <>
    <path d="m7.5 9.25-5 5v2.5H10l2.5-2.5" />
    <path d="m17.5 10-3.8 3.8a1.7 1.7 0 0 1-2.4 0L7.2 9.7a1.7 1.7 0 0 1 0-2.4L11 3.5" />
  </>,
);
