import { drawIcon } from '../draw-icon';

export const ItalicIcon = drawIcon('ItalicIcon', <path d="M8.5 3.5h6m-9 13h6M12 3.5l-4 13" />);
