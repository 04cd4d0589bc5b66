import { drawIcon } from '../draw-icon';

export const LinkIcon = drawIcon(
  'LinkIcon',
  <g transform="rotate(-45 10 10)">
    <rect x="3" y="7.5" width="8" height="5" rx="2.5" />
    <rect x="9" y="7.5" width="8" height="5" rx="2.5" />
  </g>,
);
