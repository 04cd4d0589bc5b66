import { Frame, type PictureProps } from './frame';
import * as styles from './picture.css';

/** A streak of days. */
export function FlamePicture(props: PictureProps) {
  return (
    <Frame {...props}>
      <circle cx="48" cy="48" r="44" className={styles.warmBackdrop} />
      <path
        d="M48 12c4 13 20 22 20 42a20 20 0 0 1-40 0c0-10 5-17 10-21 0 8 3 12 7 13-2-13 0-24 3-34z"
        className={styles.gold}
      />
      <path d="M48 46c3 6 9 9 9 16a9 9 0 0 1-18 0c0-7 6-10 9-16z" className={styles.paper} />
    </Frame>
  );
}
