import { drawIcon } from '../draw-icon';

export const CloseIcon = drawIcon('CloseIcon', <path d="M5.5 5.5l9 9m0-9-9 9" />);
