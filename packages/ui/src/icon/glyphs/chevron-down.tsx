import { drawIcon } from '../draw-icon';

export const ChevronDownIcon = drawIcon('ChevronDownIcon', <path d="m5 7.5 5 5 5-5" />);
