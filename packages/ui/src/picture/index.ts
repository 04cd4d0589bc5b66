// One file a picture, so a page's chunk carries only the pictures it draws.
export { BooksPicture } from './books';
export { CalendarPicture } from './calendar';
export { FlamePicture } from './flame';
export type { PictureProps } from './frame';
export { RocketPicture } from './rocket';
export { StarPicture } from './star';
export { TrophyPicture } from './trophy';
