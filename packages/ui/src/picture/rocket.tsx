import { Frame, type PictureProps } from './frame';
import * as styles from './picture.css';

/** A start: nothing yet, everything ahead. */
export function RocketPicture(props: PictureProps) {
  return (
    <Frame {...props}>
      <circle cx="48" cy="48" r="44" className={styles.backdrop} />
      <path d="M40 66h16l-8 18z" className={styles.gold} />
      <path d="M35 50l-9 13v9l9-7zM61 50l9 13v9l-9-7z" className={styles.second} />
      <path d="M48 12c10 8 14 21 14 36v18H34V48c0-15 4-28 14-36z" className={styles.main} />
      <circle cx="48" cy="40" r="7" className={styles.paper} />
    </Frame>
  );
}
