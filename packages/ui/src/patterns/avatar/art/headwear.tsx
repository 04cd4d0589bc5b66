import { avatarArtColors, type HeadwearVariation } from '../avatar-model';
import type { Art } from './art';

const { shade, highlight } = avatarArtColors;

/** Worn over the hair. The empty variation is no headwear. */
export const headwear: Record<Exclude<HeadwearVariation, ''>, Art> = {
  // Cap: a crown with a seam and button, and a curved brim in front.
  Headwear1: () => (
    <>
      <path d="M29 44c0-20 14-30 31-30s31 10 31 30z" fill={avatarArtColors.capRed} />
      <path d="M60 16v27" stroke={shade} strokeWidth="2" opacity="0.2" />
      <circle cx="60" cy="15" r="3" fill={avatarArtColors.capRed} />
      <path d="M26 44c14 9 54 9 68 0-4-4-64-4-68 0z" fill={avatarArtColors.capRed} />
      <path d="M26 44c14 9 54 9 68 0-4-4-64-4-68 0z" fill={shade} opacity="0.2" />
    </>
  ),
  // Beanie: a knitted dome, folded band and pompom.
  Headwear2: () => (
    <>
      <path d="M28 44c0-22 14-32 32-32s32 10 32 32z" fill={avatarArtColors.beanieTeal} />
      <rect x="26" y="37" width="68" height="12" rx="6" fill={avatarArtColors.beanieTeal} />
      <rect x="26" y="37" width="68" height="12" rx="6" fill={shade} opacity="0.18" />
      <circle cx="60" cy="10" r="6.5" fill={highlight} />
    </>
  ),
  // Crown: three points and a gem.
  Headwear3: () => (
    <>
      <path d="M36 36V14l11 10 13-16 13 16 11-10v22z" fill={avatarArtColors.gold} />
      <path d="M36 36h48" stroke={shade} strokeWidth="3" opacity="0.15" />
      <circle cx="60" cy="26" r="3.5" fill={avatarArtColors.gem} />
    </>
  ),
  // Headphones: a band over the head and a cup on each ear.
  Headwear4: () => (
    <>
      <path
        d="M29 58c0-42 62-42 62 0"
        fill="none"
        stroke={avatarArtColors.headphones}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="21" y="48" width="13" height="21" rx="6" fill={avatarArtColors.headphones} />
      <rect x="86" y="48" width="13" height="21" rx="6" fill={avatarArtColors.headphones} />
      <rect x="25" y="52" width="5" height="13" rx="2.5" fill={highlight} opacity="0.35" />
      <rect x="90" y="52" width="5" height="13" rx="2.5" fill={highlight} opacity="0.35" />
    </>
  ),
};
