import { drawIcon } from '../draw-icon';

export const CheckIcon = drawIcon('CheckIcon', <path d="m4 10.5 4 4 8-9" />);
