import { formatCount } from '../../format';
import type { AvatarColorField, AvatarPart, AvatarVariationOption } from '../avatar';

/** Free options belong to everyone; priced ones only once bought. */
export function isLocked(option: AvatarVariationOption, ownedIds: readonly string[]): boolean {
  return option.cost > 0 && !ownedIds.includes(option.id);
}

export function formatPrice(cost: number, currencyLabel: string): string {
  return `${formatCount(cost)} ${currencyLabel}`;
}

/** What a screen reader hears for an option: its name, its price if any, and whether it is locked. */
export function optionName(
  option: AvatarVariationOption,
  locked: boolean,
  currencyLabel: string,
): string {
  return [
    option.label,
    option.cost > 0 ? formatPrice(option.cost, currencyLabel) : null,
    locked ? 'Locked' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Radio-group keys (WAI-ARIA APG): arrows move and wrap, Home and End jump; null for others. */
export function nextIndex(key: string, index: number, count: number): number | null {
  const step = steps[key];
  return step && count > 0 ? step(index, count) : null;
}

export const partLabels: Record<AvatarPart, string> = {
  background: 'Background',
  head: 'Head',
  body: 'Body',
  eyes: 'Eyes',
  hair: 'Hair',
  mouth: 'Mouth',
  headwear: 'Headwear',
};

export const colorFieldLabels: Record<AvatarColorField, string> = {
  backgroundColor: 'Background colour',
  blushColor: 'Blush colour',
  bodyColor: 'Skin colour',
  shirtColor: 'Shirt colour',
  eyesColor: 'Eye colour',
  browsColor: 'Brow colour',
  hairColor: 'Hair colour',
};
