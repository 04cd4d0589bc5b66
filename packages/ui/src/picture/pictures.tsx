import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './picture.css';

export type PictureProps = {
  /** Width and height in pixels. */
  size?: number;
  className?: string;
};

/** The shared frame: a 96-unit square, decoration only, so assistive technology skips it. */
function Frame({ size = 96, className, children }: PictureProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 96 96"
      width={size}
      height={size}
      className={cx(styles.picture, className)}
    >
      {children}
    </svg>
  );
}

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
