export {
  BooksPicture,
  CalendarPicture,
  FlamePicture,
  type PictureProps,
  RocketPicture,
  StarPicture,
  TrophyPicture,
} from './pictures';
