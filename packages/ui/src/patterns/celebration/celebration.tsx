import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import * as styles from './celebration.css';

export type CelebrationProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** A picture from `@sparked/ui/picture`: a star for a level, a flame for a streak. */
  picture: ReactNode;
  /** The moment, short and loud: "Level 3!" */
  title: string;
  children?: ReactNode;
};

const sparkTurns = Object.keys(styles.sparks) as Array<keyof typeof styles.sparks>;

/**
 * A moment worth marking: a new level, a streak milestone. The picture pops in and sparks fly
 * out of it once; under reduced motion it simply shows. It announces nothing itself: place it in
 * the live region that reports the result, so it is read with it.
 */
export function Celebration({ picture, title, children, className, ...rest }: CelebrationProps) {
  return (
    <div data-component="celebration" className={cx(styles.root, className)} {...rest}>
      <div aria-hidden className={styles.burst}>
        {picture}
        {sparkTurns.map((turn) => (
          <span key={turn} className={cx(styles.spark, styles.sparks[turn])} />
        ))}
      </div>
      <div>
        <p className={styles.title}>{title}</p>
        {children ? <p className={styles.body}>{children}</p> : null}
      </div>
    </div>
  );
}
Celebration.displayName = 'Celebration';
