import { drawIcon } from '../draw-icon';

export const PlusIcon = drawIcon('PlusIcon', <path d="M10 4v12m-6-6h12" />);
