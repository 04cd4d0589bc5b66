import { Frame, type PictureProps } from './frame';
import * as styles from './picture.css';

/** A new level. */
export function StarPicture(props: PictureProps) {
  return (
    <Frame {...props}>
      <circle cx="48" cy="48" r="44" className={styles.warmBackdrop} />
      <polygon
        points="48,18 55.6,37.5 76.5,38.7 60.4,52 65.6,72.3 48,61 30.4,72.3 35.6,52 19.5,38.7 40.4,37.5"
        className={styles.gold}
      />
      <circle cx="22" cy="26" r="3.5" className={styles.main} />
      <circle cx="75" cy="70" r="4.5" className={styles.main} />
    </Frame>
  );
}
