import { Frame, type PictureProps } from './frame';
import * as styles from './picture.css';

/** Leagues, competitions, prizes. */
export function TrophyPicture(props: PictureProps) {
  return (
    <Frame {...props}>
      <circle cx="48" cy="48" r="44" className={styles.backdrop} />
      <path d="M30 27h-7v5c0 7 4 11 10 12M66 27h7v5c0 7-4 11-10 12" className={styles.goldLine} />
      <path d="M30 20h36v16c0 11-8 20-18 20s-18-9-18-20z" className={styles.gold} />
      <rect x="44" y="55" width="8" height="10" className={styles.gold} />
      <rect x="33" y="64" width="30" height="9" rx="2" className={styles.main} />
      <polygon
        points="48,26 50.4,32.3 57,32.6 51.9,36.8 53.6,43.3 48,39.6 42.4,43.3 44.1,36.8 39,32.6 45.6,32.3"
        className={styles.paper}
      />
    </Frame>
  );
}
