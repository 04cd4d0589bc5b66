import { Frame, type PictureProps } from './frame';
import * as styles from './picture.css';

/** Modules, classes and journeys: things to learn. */
export function BooksPicture(props: PictureProps) {
  return (
    <Frame {...props}>
      <circle cx="48" cy="48" r="44" className={styles.backdrop} />
      <rect x="22" y="60" width="52" height="13" rx="2" className={styles.main} />
      <rect x="27" y="47" width="44" height="13" rx="2" className={styles.second} />
      <rect x="25" y="34" width="42" height="13" rx="2" className={styles.gold} />
      <rect x="27" y="65" width="40" height="3" rx="1.5" className={styles.paper} />
      <rect x="32" y="52" width="34" height="3" rx="1.5" className={styles.paper} />
      <rect x="30" y="39" width="32" height="3" rx="1.5" className={styles.paper} />
    </Frame>
  );
}
