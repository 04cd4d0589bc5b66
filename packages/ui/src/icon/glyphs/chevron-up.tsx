import { drawIcon } from '../draw-icon';

export const ChevronUpIcon = drawIcon('ChevronUpIcon', <path d="m5 12.5 5-5 5 5" />);
