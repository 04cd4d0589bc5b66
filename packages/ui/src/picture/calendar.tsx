import { Frame, type PictureProps } from './frame';
import * as styles from './picture.css';

/** Events and anything with dates. */
export function CalendarPicture(props: PictureProps) {
  return (
    <Frame {...props}>
      <circle cx="48" cy="48" r="44" className={styles.backdrop} />
      <rect x="20" y="26" width="56" height="48" rx="6" className={styles.mainLine} />
      <path d="M20 32a6 6 0 0 1 6-6h44a6 6 0 0 1 6 6v8H20z" className={styles.main} />
      <rect x="32" y="19" width="5" height="13" rx="2.5" className={styles.second} />
      <rect x="59" y="19" width="5" height="13" rx="2.5" className={styles.second} />
      <circle cx="34" cy="52" r="3.5" className={styles.dot} />
      <circle cx="48" cy="52" r="3.5" className={styles.dot} />
      <circle cx="62" cy="52" r="3.5" className={styles.dot} />
      <circle cx="34" cy="64" r="3.5" className={styles.dot} />
      <circle cx="48" cy="64" r="3.5" className={styles.dot} />
      <polygon
        points="62,54 63.8,58.6 68.7,58.8 64.9,61.9 66.1,66.7 62,64 57.9,66.7 59.1,61.9 55.3,58.8 60.2,58.6"
        className={styles.gold}
      />
    </Frame>
  );
}
