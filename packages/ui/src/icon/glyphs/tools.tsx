import { drawIcon } from '../draw-icon';

export const ToolsIcon = drawIcon(
  'ToolsIcon',
  <path d="M12.5 3.2a4 4 0 0 0-4.9 5.2l-4.2 4.2a1.9 1.9 0 0 0 2.7 2.7l4.2-4.2a4 4 0 0 0 5.1-5L14 7.5l-2.9-2.9z" />,
);
