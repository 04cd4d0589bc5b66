import { drawIcon } from '../draw-icon';

export const BoltIcon = drawIcon('BoltIcon', <path d="M11.5 2.5 4.5 11.5H10l-1.5 6 7-9H10z" />);
