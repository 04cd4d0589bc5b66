import { avatarArtColors, type MouthVariation } from '../avatar-model';
import { type Art, line } from './art';

export const mouths: Record<MouthVariation, Art> = {
  Mouth1: () => <path d="M52 70q8 8 16 0" {...line} stroke={avatarArtColors.ink} />,
  Mouth2: () => (
    <>
      <path d="M50 68h20q0 12-10 12t-10-12z" fill={avatarArtColors.mouth} />
      <path d="M54 76.5q6-5 12 0q-6 4-12 0z" fill={avatarArtColors.tongue} />
    </>
  ),
  Mouth3: () => <ellipse cx="60" cy="73" rx="4.5" ry="5.5" fill={avatarArtColors.mouth} />,
  Mouth4: () => (
    <path d="M51 70q4.5 5 9 0q4.5 5 9 0" {...line} strokeWidth="3" stroke={avatarArtColors.ink} />
  ),
};
