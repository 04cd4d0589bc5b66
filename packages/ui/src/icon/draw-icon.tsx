import type { ReactElement } from 'react';
import { cx } from '../internal/class-names';
import { Icon, type IconComponent } from './icon';
import { pointsAlongLine } from './icon.css';

/**
 * An icon of the set: its shapes, drawn on the 20 × 20 grid of `Icon`. `mirrored`: it points
 * along the line of text, so a right-to-left page shows it turned (decision 0045).
 */
export function drawIcon(
  name: string,
  shapes: ReactElement,
  { mirrored = false }: { mirrored?: boolean } = {},
): IconComponent {
  const DrawnIcon: IconComponent = ({ className, ...props }) => (
    <Icon className={mirrored ? cx(pointsAlongLine, className) : className} {...props}>
      {shapes}
    </Icon>
  );
  Object.assign(DrawnIcon, { displayName: name });
  return DrawnIcon;
}
