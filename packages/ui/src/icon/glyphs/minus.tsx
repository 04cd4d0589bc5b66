import { drawIcon } from '../draw-icon';

export const MinusIcon = drawIcon('MinusIcon', <path d="M4 10h12" />);
