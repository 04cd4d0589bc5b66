import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@sparked/i18n';
/*
 * The avatar model (spec §3 Avatar, §9). Colours here are avatar data a user picks and saves, not
 * theme colours, so this is the one place in @sparked/ui where hex values belong.
 */

export const headVariations = ['Head1', 'Head2', 'Head3'] as const;
export type HeadVariation = (typeof headVariations)[number];

export const bodyVariations = ['Body1', 'Body2', 'Body3'] as const;
export type BodyVariation = (typeof bodyVariations)[number];

export const eyesVariations = ['Eyes1', 'Eyes2', 'Eyes3', 'Eyes4'] as const;
export type EyesVariation = (typeof eyesVariations)[number];

export const mouthVariations = ['Mouth1', 'Mouth2', 'Mouth3', 'Mouth4'] as const;
export type MouthVariation = (typeof mouthVariations)[number];

export const hairVariations = [
  'FrontHair1',
  'FrontHair2',
  'FrontHair3',
  'FrontHair4',
  'FrontHair5',
  'FrontHair6',
  'FrontHair7',
  'FrontHair8',
] as const;
export type HairVariation = (typeof hairVariations)[number];

/** The empty string is "no headwear", the default. */
export const headwearVariations = ['', 'Headwear1', 'Headwear2', 'Headwear3', 'Headwear4'] as const;
export type HeadwearVariation = (typeof headwearVariations)[number];

export type AvatarModel = {
  background: { backgroundColor: string };
  head: { variation: HeadVariation; blushColor: string };
  body: { variation: BodyVariation; bodyColor: string; shirtColor: string };
  eyes: { variation: EyesVariation; eyesColor: string; browsColor: string };
  hair: { variation: HairVariation; hasBackDisplay: boolean; hairColor: string };
  mouth: { variation: MouthVariation };
  headwear: { variation: HeadwearVariation };
  /** True once saved avatar data has been applied (spec §4); drawing does not depend on it. */
  loaded: boolean;
};

export const avatarParts = [
  'background',
  'head',
  'body',
  'eyes',
  'hair',
  'mouth',
  'headwear',
] as const;
export type AvatarPart = (typeof avatarParts)[number];

/** Any part may be left out, and any field of a part: the rest comes from `defaultAvatar`. */
export type AvatarInput = { [Part in AvatarPart]?: Partial<AvatarModel[Part]> } & {
  loaded?: boolean;
};

/** Spec §3 and §9 defaults. */
export const defaultAvatar: AvatarModel = {
  background: { backgroundColor: '#ffffff' },
  head: { variation: 'Head1', blushColor: '#ff9c7d' },
  body: { variation: 'Body1', bodyColor: '#ffb89d', shirtColor: '#f3a13f' },
  eyes: { variation: 'Eyes1', eyesColor: '#000000', browsColor: '#000000' },
  hair: { variation: 'FrontHair1', hasBackDisplay: false, hairColor: '#000000' },
  mouth: { variation: 'Mouth1' },
  headwear: { variation: '' },
  loaded: false,
};

/** One choice in a part's catalogue. `cost` is in the store's currency; 0 is free. */
export type AvatarVariationOption<Id extends string = string> = {
  id: Id;
  /** A short name, for pickers and screen readers, in the reader's language. */
  label: string;
  cost: number;
};

export type HairOption = AvatarVariationOption<HairVariation> & {
  /** Drawn with a back layer behind the head. */
  hasBackDisplay: boolean;
};

/** Spec §9: premium hair styles cost 10000 each. */
export const premiumHairCost = 10000;

/**
 * A catalogue choice whose name is translated when read (the catalogue is built once, at module
 * level, before the reader's language is known).
 */
function option<Id extends string>(
  id: Id,
  name: MessageDescriptor,
  cost = 0,
): AvatarVariationOption<Id> {
  return {
    id,
    get label() {
      return i18n._(name);
    },
    cost,
  };
}

const hair = (
  id: HairVariation,
  name: MessageDescriptor,
  hasBackDisplay: boolean,
  cost = 0,
): HairOption => Object.assign(option(id, name, cost), { hasBackDisplay });

/** Every variation of every part, in display order. */
export const avatarCatalogue = {
  head: [
    option('Head1', msg({ message: 'Round', comment: 'An avatar head shape.' })),
    option('Head2', msg({ message: 'Oval', comment: 'An avatar head shape.' })),
    option('Head3', msg({ message: 'Soft square', comment: 'An avatar head shape.' })),
  ],
  body: [
    option('Body1', msg`T-shirt`),
    option('Body2', msg`Hoodie`),
    option('Body3', msg`Collared shirt`),
  ],
  eyes: [
    option('Eyes1', msg({ message: 'Bright', comment: 'Avatar eyes.' })),
    option('Eyes2', msg({ message: 'Happy', comment: 'Avatar eyes.' })),
    option('Eyes3', msg({ message: 'Wide', comment: 'Avatar eyes.' })),
    option('Eyes4', msg({ message: 'Wink', comment: 'Avatar eyes.' })),
  ],
  mouth: [
    option('Mouth1', msg({ message: 'Smile', comment: 'An avatar mouth.' })),
    option('Mouth2', msg({ message: 'Grin', comment: 'An avatar mouth.' })),
    option('Mouth3', msg({ message: 'Surprised', comment: 'An avatar mouth.' })),
    option('Mouth4', msg({ message: 'Playful', comment: 'An avatar mouth.' })),
  ],
  hair: [
    hair('FrontHair1', msg`Short crop`, false),
    hair('FrontHair2', msg`Long side sweep`, true),
    hair('FrontHair3', msg`Bob with fringe`, true),
    hair('FrontHair4', msg`Pigtails`, true),
    hair('FrontHair5', msg`Curls`, true),
    hair(
      'FrontHair6',
      msg({ message: 'Spikes', comment: 'A hair style.' }),
      false,
      premiumHairCost,
    ),
    hair('FrontHair7', msg({ message: 'Quiff', comment: 'A hair style.' }), false, premiumHairCost),
    hair('FrontHair8', msg`Top bun`, false, premiumHairCost),
  ],
  headwear: [
    option('', msg({ message: 'None', comment: 'No headwear on the avatar.' })),
    option('Headwear1', msg`Cap`),
    option('Headwear2', msg`Beanie`),
    option('Headwear3', msg`Crown`),
    option('Headwear4', msg`Headphones`),
  ],
} as const satisfies {
  head: readonly AvatarVariationOption<HeadVariation>[];
  body: readonly AvatarVariationOption<BodyVariation>[];
  eyes: readonly AvatarVariationOption<EyesVariation>[];
  mouth: readonly AvatarVariationOption<MouthVariation>[];
  hair: readonly HairOption[];
  headwear: readonly AvatarVariationOption<HeadwearVariation>[];
};

/** The parts a user picks a variation for; the background only has a colour. */
export type AvatarVariationPart = keyof typeof avatarCatalogue;

/** The colour fields of each part, in the order an editor shows them. */
export const avatarColorFields = {
  background: ['backgroundColor'],
  head: ['blushColor'],
  body: ['bodyColor', 'shirtColor'],
  eyes: ['eyesColor', 'browsColor'],
  hair: ['hairColor'],
  mouth: [],
  headwear: [],
} as const satisfies { [Part in AvatarPart]: readonly (keyof AvatarModel[Part])[] };

export type AvatarColorField = (typeof avatarColorFields)[AvatarPart][number];

/** A part's colours in editor order, e.g. the body's skin and shirt colours. */
export function partColors(
  avatar: AvatarModel,
  part: AvatarPart,
): Array<{ field: AvatarColorField; color: string }> {
  const values: Record<string, unknown> = avatar[part];
  return avatarColorFields[part].flatMap((field: AvatarColorField) => {
    const color = values[field];
    return typeof color === 'string' ? [{ field, color }] : [];
  });
}

/**
 * Fixed colours of the artwork itself (outlines, the inside of a mouth, headwear), which users do
 * not pick.
 */
export const avatarArtColors = {
  ink: '#3b2a2f',
  mouth: '#7a2836',
  tongue: '#ff8a95',
  highlight: '#ffffff',
  shade: '#000000',
  capRed: '#e5484d',
  beanieTeal: '#2a9d8f',
  gold: '#f5c542',
  gem: '#3e63dd',
  headphones: '#414a5a',
  ribbon: '#ff6f91',
} as const;

function variationOrDefault<Id extends string>(
  options: readonly AvatarVariationOption<Id>[],
  variation: string | undefined,
  fallback: Id,
): Id {
  return options.find((option) => option.id === variation)?.id ?? fallback;
}

/**
 * Fills a partial or saved avatar in from the defaults. Unknown variations (say, from newer saved
 * data) fall back to the default one, and `hasBackDisplay` always follows the hair's catalogue
 * entry, so a stale flag never draws back hair for a style that has none.
 */
export function resolveAvatar(input: AvatarInput = {}): AvatarModel {
  const hairVariation = variationOrDefault(
    avatarCatalogue.hair,
    input.hair?.variation,
    defaultAvatar.hair.variation,
  );
  return {
    background: { ...defaultAvatar.background, ...input.background },
    head: {
      ...defaultAvatar.head,
      ...input.head,
      variation: variationOrDefault(
        avatarCatalogue.head,
        input.head?.variation,
        defaultAvatar.head.variation,
      ),
    },
    body: {
      ...defaultAvatar.body,
      ...input.body,
      variation: variationOrDefault(
        avatarCatalogue.body,
        input.body?.variation,
        defaultAvatar.body.variation,
      ),
    },
    eyes: {
      ...defaultAvatar.eyes,
      ...input.eyes,
      variation: variationOrDefault(
        avatarCatalogue.eyes,
        input.eyes?.variation,
        defaultAvatar.eyes.variation,
      ),
    },
    hair: {
      ...defaultAvatar.hair,
      ...input.hair,
      variation: hairVariation,
      hasBackDisplay:
        avatarCatalogue.hair.find((option) => option.id === hairVariation)?.hasBackDisplay ?? false,
    },
    mouth: {
      variation: variationOrDefault(
        avatarCatalogue.mouth,
        input.mouth?.variation,
        defaultAvatar.mouth.variation,
      ),
    },
    headwear: {
      variation: variationOrDefault(
        avatarCatalogue.headwear,
        input.headwear?.variation,
        defaultAvatar.headwear.variation,
      ),
    },
    loaded: input.loaded ?? defaultAvatar.loaded,
  };
}

/** The avatar with one part switched to another variation, e.g. to preview a choice. */
export function withVariation(
  avatar: AvatarInput,
  part: AvatarVariationPart,
  variation: string,
): AvatarInput {
  return { ...avatar, [part]: { ...avatar[part], variation } };
}
