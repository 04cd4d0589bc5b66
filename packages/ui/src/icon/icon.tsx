import {
  type ComponentPropsWithRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../internal/class-names';
import { icon } from './icon.css';

export const iconSizes = [16, 20] as const;
export type IconSize = (typeof iconSizes)[number];

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  size?: IconSize;
  /** Gives the icon a name for assistive technology; without it the icon is decorative. */
  label?: string;
};

/** One icon of the set (`ChevronDownIcon`), or a custom one passed where an icon is expected. */
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * The frame every icon is drawn in: a 20 × 20 grid of strokes in `currentColor`, so an icon takes
 * the colour of the surrounding text. `children` are the icon's shapes.
 */
export function Icon({
  size = 20,
  label,
  className,
  children,
  ...svgProps
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      data-component="icon"
      viewBox="0 0 20 20"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(icon, className)}
      {...svgProps}
    >
      {children}
    </svg>
  );
}
Icon.displayName = 'Icon';

/** Where a component lets its caller pick the icon: one of the set, or an element of their own. */
export type IconChoice = IconComponent | ReactElement;

/** Shows an `IconChoice`: a component of the set drawn with `props`, an element as it is. */
export function ChosenIcon({ icon, ...props }: IconProps & { icon: IconChoice }) {
  if (isValidElement(icon)) return icon;
  const Drawn = icon;
  return <Drawn {...props} />;
}
