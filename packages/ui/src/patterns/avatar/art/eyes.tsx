import { avatarArtColors, type EyesVariation } from '../avatar-model';
import { type Art, line } from './art';

const leftX = 47;
const rightX = 73;

const dot = (x: number, color: string) => (
  <>
    <circle cx={x} cy="56" r="4.5" fill={color} />
    <circle cx={x + 1.5} cy="54.5" r="1.5" fill={avatarArtColors.highlight} />
  </>
);

/** A brow arching over an eye; `lift` raises it for livelier looks. */
const brow = (x: number, color: string, lift = 0) => (
  <path d={`M${x - 6} ${46 - lift}q6-4 12 0`} {...line} strokeWidth="3" stroke={color} />
);

export const eyes: Record<EyesVariation, Art> = {
  Eyes1: ({ eyes: { eyesColor, browsColor } }) => (
    <>
      {dot(leftX, eyesColor)}
      {dot(rightX, eyesColor)}
      {brow(leftX, browsColor)}
      {brow(rightX, browsColor)}
    </>
  ),
  // Closed in a smile.
  Eyes2: ({ eyes: { eyesColor, browsColor } }) => (
    <>
      <path d={`M${leftX - 6} 58q6-8 12 0m14 0q6-8 12 0`} {...line} stroke={eyesColor} />
      {brow(leftX, browsColor, 2)}
      {brow(rightX, browsColor, 2)}
    </>
  ),
  // Big, open eyes.
  Eyes3: ({ eyes: { eyesColor, browsColor } }) => (
    <>
      {[leftX, rightX].map((x) => (
        <g key={x}>
          <ellipse
            cx={x}
            cy="56"
            rx="6.5"
            ry="7.5"
            fill={avatarArtColors.highlight}
            stroke={avatarArtColors.ink}
            strokeWidth="1.5"
          />
          <circle cx={x} cy="57" r="4" fill={eyesColor} />
          <circle cx={x + 1.5} cy="55.5" r="1.5" fill={avatarArtColors.highlight} />
        </g>
      ))}
      {brow(leftX, browsColor, 3)}
      {brow(rightX, browsColor, 3)}
    </>
  ),
  // A wink: the right eye closed, its brow lowered.
  Eyes4: ({ eyes: { eyesColor, browsColor } }) => (
    <>
      {dot(leftX, eyesColor)}
      <path d={`M${rightX - 6} 56q6 4 12 0`} {...line} stroke={eyesColor} />
      {brow(leftX, browsColor, 1)}
      <path d={`M${rightX - 6} 48q6-2 12 0`} {...line} strokeWidth="3" stroke={browsColor} />
    </>
  ),
};
