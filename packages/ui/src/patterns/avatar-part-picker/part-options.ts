import { msg, t } from '@lingui/core/macro';
import { translatedRecord } from '@sparked/i18n';
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
    locked ? t`Locked` : null,
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

export const partLabels = translatedRecord<AvatarPart>({
  background: msg({ message: 'Background', comment: 'A part of the avatar: its background.' }),
  head: msg({ message: 'Head', comment: 'A part of the avatar.' }),
  body: msg({ message: 'Body', comment: 'A part of the avatar.' }),
  eyes: msg({ message: 'Eyes', comment: 'A part of the avatar.' }),
  hair: msg({ message: 'Hair', comment: 'A part of the avatar.' }),
  mouth: msg({ message: 'Mouth', comment: 'A part of the avatar.' }),
  headwear: msg({ message: 'Headwear', comment: 'A part of the avatar: a cap, a crown…' }),
});

export const colorFieldLabels = translatedRecord<AvatarColorField>({
  backgroundColor: msg`Background colour`,
  blushColor: msg`Blush colour`,
  bodyColor: msg`Skin colour`,
  shirtColor: msg`Shirt colour`,
  eyesColor: msg`Eye colour`,
  browsColor: msg`Brow colour`,
  hairColor: msg`Hair colour`,
});
