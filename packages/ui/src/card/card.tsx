import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './card.css';

export const cardPaddings = ['sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElements = ['div', 'section', 'article'] as const;
export type CardElement = (typeof cardElements)[number];

export type CardProps = ComponentPropsWithRef<'div'> & {
  heading?: ReactNode;
  /** Pick the level that fits the page outline; the look stays the same. */
  headingLevel?: 2 | 3 | 4;
  padding?: CardPadding;
  /** `section` and `article` are named by the heading, so they show up as landmarks. */
  as?: CardElement;
};

/** A raised surface that groups related content, with an optional heading. */
export function Card({
  heading,
  headingLevel = 2,
  padding = 'md',
  as: Element = 'div',
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const labelled = heading !== undefined && Element !== 'div';

  return (
    <Element
      data-component="card"
      aria-labelledby={labelled ? headingId : undefined}
      className={cx(styles.card({ padding }), className)}
      {...rest}
    >
      {heading !== undefined ? (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      {children}
    </Element>
  );
}
Card.displayName = 'Card';
