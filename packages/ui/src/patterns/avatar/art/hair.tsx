import { avatarArtColors, type HairVariation } from '../avatar-model';
import type { Art } from './art';

/** A hair shape filled with the avatar's hair colour. */
const hair =
  (d: string): Art =>
  ({ hair: { hairColor } }) => <path d={d} fill={hairColor} />;

/** In front of the face: fringes, partings and everything on top of the head. */
export const frontHair: Record<HairVariation, Art> = {
  FrontHair1: hair(
    'M30 56c-3-24 12-37 30-37s33 13 30 37c-3-9-7-15-12-18-8 4-26 5-36 0-5 3-9 9-12 18z',
  ),
  FrontHair2: hair(
    'M30 58c-4-26 12-40 31-40s33 14 29 40c-2-10-5-16-9-20-9 8-27 10-43 6-3 4-6 8-8 14z',
  ),
  FrontHair3: hair('M30 60c-3-28 12-42 30-42s33 14 30 42h-4c0-10-1-16-3-20H37c-2 4-3 10-3 20z'),
  FrontHair4: hair(
    'M30 56c-2-24 12-37 30-37s32 13 30 37c-4-12-16-20-28-22l-2 4-2-4c-12 2-24 10-28 22z',
  ),
  FrontHair5: ({ hair: { hairColor } }) => (
    <g fill={hairColor}>
      {[
        [37, 36, 9],
        [47, 27, 10],
        [60, 23, 11],
        [73, 27, 10],
        [83, 36, 9],
        [32, 46, 6],
        [88, 46, 6],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  ),
  FrontHair6: hair(
    'M30 56l-3-26 11 3 1-18 11 10 8-16 8 14 12-10 2 18 12-2-2 27c-4-10-14-16-30-16s-26 6-30 16z',
  ),
  FrontHair7: hair(
    'M30 56c-2-20 4-30 14-33 0-12 22-19 42-11-7 2-9 5-9 9 11 6 16 19 13 35-4-10-14-16-28-16s-27 6-32 16z',
  ),
  FrontHair8: ({ hair: { hairColor } }) => (
    <>
      <circle cx="60" cy="14" r="11" fill={hairColor} />
      <path
        d="M30 56c-2-24 12-35 30-35s32 11 30 35c-6-12-17-19-30-19s-24 7-30 19z"
        fill={hairColor}
      />
      <path
        d="M52 24h16"
        fill="none"
        stroke={avatarArtColors.ribbon}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  ),
};

/**
 * Behind the head, for the styles whose catalogue entry has `hasBackDisplay` (spec §3): the length
 * and volume that show around the face.
 */
export const backHair: Partial<Record<HairVariation, Art>> = {
  FrontHair2: hair(
    'M28 52c-2-22 14-36 32-36s34 14 32 36l2 52c-8 4-18 2-22-4V70H48v30c-4 6-14 8-22 4z',
  ),
  FrontHair3: hair('M27 52c-2-24 15-37 33-37s35 13 33 37l2 30c-7 4-15 3-19-1H44c-4 4-12 5-19 1z'),
  FrontHair4: ({ hair: { hairColor } }) => (
    <>
      <circle cx="22" cy="62" r="12" fill={hairColor} />
      <circle cx="98" cy="62" r="12" fill={hairColor} />
      <circle cx="30" cy="51" r="4" fill={avatarArtColors.ribbon} />
      <circle cx="90" cy="51" r="4" fill={avatarArtColors.ribbon} />
    </>
  ),
  FrontHair5: ({ hair: { hairColor } }) => (
    <g fill={hairColor}>
      {[
        [30, 44, 14],
        [90, 44, 14],
        [28, 66, 12],
        [92, 66, 12],
        [36, 28, 14],
        [84, 28, 14],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  ),
};
