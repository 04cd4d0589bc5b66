import type { ReactElement } from 'react';
import type { AvatarModel } from '../avatar-model';

/** One drawn variation: SVG shapes on the avatar's 120 × 120 grid, coloured from the model. */
export type Art = (avatar: AvatarModel) => ReactElement;

/** Features are drawn with round, 3.5-unit strokes: about 1 px at 32 px, bold at 256 px. */
export const line = {
  fill: 'none',
  strokeWidth: 3.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
