import { drawIcon } from '../draw-icon';

export const ChatIcon = drawIcon(
  'ChatIcon',
  <path d="M4.5 3.5h11a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3h-.5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z" />,
);
