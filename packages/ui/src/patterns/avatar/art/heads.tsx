import type { HeadVariation } from '../avatar-model';
import type { Art } from './art';

/**
 * Ears and cheeks sit at the same places on every face, so the eyes, mouth and hair fit them all;
 * only the outline changes.
 */
const face =
  (outline: Art): Art =>
  (avatar) => (
    <>
      <circle cx="32" cy="58" r="7" fill={avatar.body.bodyColor} />
      <circle cx="88" cy="58" r="7" fill={avatar.body.bodyColor} />
      {outline(avatar)}
      <ellipse cx="43" cy="67" rx="5.5" ry="3.5" fill={avatar.head.blushColor} opacity="0.85" />
      <ellipse cx="77" cy="67" rx="5.5" ry="3.5" fill={avatar.head.blushColor} opacity="0.85" />
    </>
  );

export const heads: Record<HeadVariation, Art> = {
  // Round.
  Head1: face(({ body }) => <ellipse cx="60" cy="55" rx="28" ry="30" fill={body.bodyColor} />),
  // Oval: narrower, with a longer, softly pointed chin.
  Head2: face(({ body }) => (
    <path
      d="M34 52c0-19 12-28 26-28s26 9 26 28c0 22-13 37-26 37S34 74 34 52z"
      fill={body.bodyColor}
    />
  )),
  // Soft square: a round crown over a wide, square jaw.
  Head3: face(({ body }) => (
    <path
      d="M30 52c0-18 13-28 30-28s30 10 30 28v14c0 11-9 19-20 19H50c-11 0-20-8-20-19z"
      fill={body.bodyColor}
    />
  )),
};
