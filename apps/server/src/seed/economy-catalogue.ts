import { createHash } from 'node:crypto';
import {
  type AvatarVariationPart,
  avatarCategorySlug,
  type leaguePrizePlaces,
} from '@sparked/contracts';
import type { rewardRules, storeCategories, storeItems } from '../db/schema';
import type { ServerMessage } from '../i18n/catalogues';

/**
 * A stable id for a seeded row, so seeding again finds the row it made (and leaves an admin's edits
 * to it alone) without a natural key in the schema.
 */
export function seedId(name: string): string {
  const hex = createHash('sha256').update(`sparked-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const avatarCategoryId = seedId('category:avatar');
const powerUpsCategoryId = seedId('category:power-ups');

const categoryTexts = {
  avatar: {
    name: /*i18n*/ { id: 'demo.store.category.avatar', message: 'Avatar' },
    description: /*i18n*/ {
      id: 'demo.store.category.avatar.description',
      message: 'Hair, headwear and looks for your avatar.',
    },
  },
  powerUps: {
    name: /*i18n*/ { id: 'demo.store.category.power-ups', message: 'Power-ups' },
    description: /*i18n*/ {
      id: 'demo.store.category.power-ups.description',
      message: 'Boosts for your learning streak and energy.',
    },
  },
};

export const seedCategories: Array<typeof storeCategories.$inferInsert> = [
  {
    id: avatarCategoryId,
    slug: avatarCategorySlug,
    name: categoryTexts.avatar.name.message,
    description: categoryTexts.avatar.description.message,
    position: 0,
  },
  {
    id: powerUpsCategoryId,
    slug: 'power-ups',
    name: categoryTexts.powerUps.name.message,
    description: categoryTexts.powerUps.description.message,
    position: 1,
  },
];

/** Spec §9: premium hair styles cost 10000 each; the currency is ours to choose. */
const premiumHairPrice = 10000;
/**
 * Starter items (the first week): within a new student's first session, which earns
 * about 50 achievement points (10 for signing in, 10 for each activity finished).
 */
const starterPrices = { headphones: 50, crown: 100 };

/**
 * Every avatar variation the web app draws (packages/ui avatar-model.ts), as store items: the
 * server validates saved avatars against these rows, so a new variation needs a row here too.
 */
const avatarParts: Record<
  AvatarVariationPart,
  Array<[variation: string, name: ServerMessage, price?: number]>
> = {
  head: [
    ['Head1', /*i18n*/ { id: 'demo.store.item.round-head', message: 'Round head' }],
    ['Head2', /*i18n*/ { id: 'demo.store.item.oval-head', message: 'Oval head' }],
    ['Head3', /*i18n*/ { id: 'demo.store.item.soft-square-head', message: 'Soft square head' }],
  ],
  body: [
    ['Body1', /*i18n*/ { id: 'demo.store.item.t-shirt', message: 'T-shirt' }],
    ['Body2', /*i18n*/ { id: 'demo.store.item.hoodie', message: 'Hoodie' }],
    ['Body3', /*i18n*/ { id: 'demo.store.item.collared-shirt', message: 'Collared shirt' }],
  ],
  eyes: [
    ['Eyes1', /*i18n*/ { id: 'demo.store.item.bright-eyes', message: 'Bright eyes' }],
    ['Eyes2', /*i18n*/ { id: 'demo.store.item.happy-eyes', message: 'Happy eyes' }],
    ['Eyes3', /*i18n*/ { id: 'demo.store.item.wide-eyes', message: 'Wide eyes' }],
    ['Eyes4', /*i18n*/ { id: 'demo.store.item.wink', message: 'Wink' }],
  ],
  mouth: [
    ['Mouth1', /*i18n*/ { id: 'demo.store.item.smile', message: 'Smile' }],
    ['Mouth2', /*i18n*/ { id: 'demo.store.item.grin', message: 'Grin' }],
    ['Mouth3', /*i18n*/ { id: 'demo.store.item.surprised', message: 'Surprised' }],
    ['Mouth4', /*i18n*/ { id: 'demo.store.item.playful', message: 'Playful' }],
  ],
  hair: [
    ['FrontHair1', /*i18n*/ { id: 'demo.store.item.short-crop', message: 'Short crop' }],
    ['FrontHair2', /*i18n*/ { id: 'demo.store.item.long-side-sweep', message: 'Long side sweep' }],
    ['FrontHair3', /*i18n*/ { id: 'demo.store.item.bob-with-fringe', message: 'Bob with fringe' }],
    ['FrontHair4', /*i18n*/ { id: 'demo.store.item.pigtails', message: 'Pigtails' }],
    ['FrontHair5', /*i18n*/ { id: 'demo.store.item.curls', message: 'Curls' }],
    ['FrontHair6', /*i18n*/ { id: 'demo.store.item.spikes', message: 'Spikes' }, premiumHairPrice],
    ['FrontHair7', /*i18n*/ { id: 'demo.store.item.quiff', message: 'Quiff' }, premiumHairPrice],
    [
      'FrontHair8',
      /*i18n*/ { id: 'demo.store.item.top-bun', message: 'Top bun' },
      premiumHairPrice,
    ],
  ],
  headwear: [
    ['', /*i18n*/ { id: 'demo.store.item.no-headwear', message: 'No headwear' }],
    ['Headwear1', /*i18n*/ { id: 'demo.store.item.cap', message: 'Cap' }],
    ['Headwear2', /*i18n*/ { id: 'demo.store.item.beanie', message: 'Beanie' }],
    ['Headwear3', /*i18n*/ { id: 'demo.store.item.crown', message: 'Crown' }, starterPrices.crown],
    [
      'Headwear4',
      /*i18n*/ { id: 'demo.store.item.headphones', message: 'Headphones' },
      starterPrices.headphones,
    ],
  ],
};

const itemTexts = {
  premium: /*i18n*/ {
    id: 'demo.store.item.premium-style',
    message: 'A premium style for your avatar.',
  },
  free: /*i18n*/ { id: 'demo.store.item.free-for-every-avatar', message: 'Free for every avatar.' },
  energyRefill: /*i18n*/ { id: 'demo.store.item.energy-refill', message: 'Energy refill' },
  energyRefillDescription: /*i18n*/ {
    id: 'demo.store.item.energy-refill.description',
    message: 'Adds 5 energy right away, even above the refill cap.',
  },
  streakFreeze: /*i18n*/ { id: 'demo.store.item.streak-freeze', message: 'Streak freeze' },
  streakFreezeDescription: /*i18n*/ {
    id: 'demo.store.item.streak-freeze.description',
    message: 'Keeps your learning streak through one missed day. Hold up to 3.',
  },
};

const avatarItems = Object.entries(avatarParts).flatMap(([part, variations], partIndex) =>
  variations.map(([variation, name, price = 0], index) => ({
    id: seedId(`item:avatar:${part}:${variation}`),
    categoryId: avatarCategoryId,
    name: name.message,
    description: (price > 0 ? itemTexts.premium : itemTexts.free).message,
    avatarPart: part,
    avatarVariation: variation,
    price,
    currency: 'ACHIEVEMENT_POINTS' as const,
    quantityApplies: false,
    position: partIndex * 100 + index,
  })),
);

/** The streak freeze: a day of learning after missed days uses one per missed day. */
export const streakFreezeItemId = seedId('item:power-ups:streak-freeze');

const powerUps = [
  {
    id: seedId('item:power-ups:energy-refill'),
    categoryId: powerUpsCategoryId,
    name: itemTexts.energyRefill.message,
    description: itemTexts.energyRefillDescription.message,
    price: 10,
    currency: 'DIAMONDS' as const,
    quantityApplies: true,
    grantsWallet: 'ENERGY' as const,
    grantsAmount: 5,
    position: 0,
  },
  {
    id: streakFreezeItemId,
    categoryId: powerUpsCategoryId,
    name: itemTexts.streakFreeze.message,
    description: itemTexts.streakFreezeDescription.message,
    price: 25,
    currency: 'DIAMONDS' as const,
    quantityApplies: true,
    perUserLimit: 3,
    position: 1,
  },
];

export const seedStoreItems: Array<typeof storeItems.$inferInsert> = [...avatarItems, ...powerUps];

/** The store's texts as seeded, which the catalogue translates (decision 0046). */
export const seededStoreTexts: readonly ServerMessage[] = [
  ...Object.values(categoryTexts).flatMap(({ name, description }) => [name, description]),
  ...Object.values(itemTexts),
  ...Object.values(avatarParts).flatMap((variations) => variations.map(([, name]) => name)),
];

/** The rewards for the actions that exist so far (decision 0003 "Rewards that exist so far"). */
type RewardRuleRow = typeof rewardRules.$inferInsert;

const leaguePrize = (
  place: (typeof leaguePrizePlaces)[number],
  wallet: RewardRuleRow['wallet'],
  amount: number,
): RewardRuleRow => ({
  referenceTable: 'leagues',
  referenceSelector: place,
  wallet,
  amount,
  limit: 'unlimited',
  claimedBy: 'server',
});

export const seedRewardRules: RewardRuleRow[] = [
  {
    referenceTable: 'daily_sign_in',
    referenceSelector: 'today',
    wallet: 'ACHIEVEMENT_POINTS',
    amount: 10,
    limit: 'daily',
    claimedBy: 'client',
  },
  {
    referenceTable: 'daily_sign_in',
    referenceSelector: 'today',
    wallet: 'EXPERIENCE',
    amount: 5,
    limit: 'daily',
    claimedBy: 'client',
  },
  {
    referenceTable: 'avatars',
    referenceSelector: 'first_save',
    wallet: 'ACHIEVEMENT_POINTS',
    amount: 50,
    limit: 'once',
    claimedBy: 'server',
  },
  // Puzzles (decision 0025): given once per puzzle, when its solution checks out.
  {
    referenceTable: 'puzzles',
    referenceSelector: 'solved',
    wallet: 'EXPERIENCE',
    amount: 25,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  {
    referenceTable: 'puzzles',
    referenceSelector: 'solved',
    wallet: 'ACHIEVEMENT_POINTS',
    amount: 10,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  // Learning (decision 0010): given once per activity version and per module version by the player.
  {
    referenceTable: 'module_activities',
    referenceSelector: 'completed',
    wallet: 'EXPERIENCE',
    amount: 20,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  {
    referenceTable: 'module_activities',
    referenceSelector: 'completed',
    wallet: 'ACHIEVEMENT_POINTS',
    amount: 10,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  {
    referenceTable: 'modules',
    referenceSelector: 'completed',
    wallet: 'EXPERIENCE',
    amount: 100,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  {
    referenceTable: 'modules',
    referenceSelector: 'completed',
    wallet: 'ACHIEVEMENT_POINTS',
    amount: 50,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  // Streaks: once per milestone (3, 7, 14, 30 … days) of each run of days.
  {
    referenceTable: 'streaks',
    referenceSelector: 'milestone',
    wallet: 'ACHIEVEMENT_POINTS',
    amount: 30,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  {
    referenceTable: 'streaks',
    referenceSelector: 'milestone',
    wallet: 'DIAMONDS',
    amount: 5,
    limit: 'unlimited',
    claimedBy: 'server',
  },
  // Leagues: the first three of each league group when the week closes.
  leaguePrize('first', 'ACHIEVEMENT_POINTS', 100),
  leaguePrize('first', 'DIAMONDS', 10),
  leaguePrize('second', 'ACHIEVEMENT_POINTS', 60),
  leaguePrize('second', 'DIAMONDS', 5),
  leaguePrize('third', 'ACHIEVEMENT_POINTS', 40),
  {
    referenceTable: 'help_desk_tickets',
    referenceSelector: 'first_ticket',
    wallet: 'DIAMONDS',
    amount: 5,
    limit: 'once',
    claimedBy: 'server',
  },
];
