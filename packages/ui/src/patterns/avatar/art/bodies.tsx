import { avatarArtColors, type BodyVariation } from '../avatar-model';
import { type Art, line } from './art';

const torso = 'M22 120c0-19 14-28 30-30h16c16 2 30 11 30 30z';

/** The neck is drawn first so that the chin covers its top and the shirt its bottom. */
const upperBody =
  (details: Art): Art =>
  (avatar) => (
    <>
      <rect x="52" y="74" width="16" height="20" fill={avatar.body.bodyColor} />
      <path d={torso} fill={avatar.body.shirtColor} />
      {details(avatar)}
    </>
  );

export const bodies: Record<BodyVariation, Art> = {
  // T-shirt: a crew neck.
  Body1: upperBody(() => (
    <path d="M51 90.5q9 8 18 0" {...line} stroke={avatarArtColors.shade} opacity="0.25" />
  )),
  // Hoodie: the hood folded behind the neck, drawstrings and a pocket.
  Body2: upperBody(() => (
    <>
      <path
        d="M42 94c4-9 32-9 36 0"
        {...line}
        strokeWidth="6"
        stroke={avatarArtColors.shade}
        opacity="0.2"
      />
      <path d="M55 96v10m10-10v10" {...line} strokeWidth="2.5" stroke={avatarArtColors.highlight} />
      <path
        d="M44 120v-8q0-3 3-3h26q3 0 3 3v8"
        {...line}
        strokeWidth="2.5"
        stroke={avatarArtColors.shade}
        opacity="0.2"
      />
    </>
  )),
  // Collared shirt: two collar points and buttons.
  Body3: upperBody(() => (
    <>
      <path d="M51 89l9 11-12 1zm18 0-9 11 12 1z" fill={avatarArtColors.highlight} />
      <circle cx="60" cy="106" r="1.75" fill={avatarArtColors.shade} opacity="0.35" />
      <circle cx="60" cy="114" r="1.75" fill={avatarArtColors.shade} opacity="0.35" />
    </>
  )),
};
