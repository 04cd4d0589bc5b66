import type { ReactElement } from 'react';
import { Icon, type IconComponent } from './icon';

/** An icon of the set: its shapes, drawn on the 20 × 20 grid of `Icon`. */
export function drawIcon(name: string, shapes: ReactElement): IconComponent {
  const DrawnIcon: IconComponent = (props) => <Icon {...props}>{shapes}</Icon>;
  Object.assign(DrawnIcon, { displayName: name });
  return DrawnIcon;
}
