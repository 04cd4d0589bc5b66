import { cx } from '../internal/class-names';
import * as styles from './color-picker.css';

type SwatchProps = {
  /** Any CSS background: a colour or a gradient. */
  background: string;
  className?: string;
};

/** A colour sample over a checkerboard, so transparency shows. Decorative: callers name it. */
export function Swatch({ background, className }: SwatchProps) {
  return (
    <span aria-hidden className={cx(styles.checkerboard, className)}>
      <span className={styles.swatchFill} style={{ background }} />
    </span>
  );
}
