import type {
  Avatar,
  PurchaseRequest,
  StoreCategory,
  StoreItem,
  WalletBalances,
} from '@sparked/contracts';
import type { RequestOptions } from '../api-client';
import { failure, type MockReply, ok } from './mock-api-client';

export const avatarCategoryId = '00000000-0000-4000-8000-00000000000a';
export const powerUpsCategoryId = '00000000-0000-4000-8000-00000000000b';

const item = (fields: Partial<StoreItem> & Pick<StoreItem, 'id' | 'name'>): StoreItem => ({
  categoryId: avatarCategoryId,
  description: '',
  image: null,
  avatarPart: null,
  price: 0,
  currency: 'ACHIEVEMENT_POINTS',
  stock: null,
  perUserLimit: null,
  quantityApplies: false,
  grants: null,
  active: true,
  owned: 0,
  ...fields,
});

const hair = (variation: string, name: string, price = 0, owned = 0) =>
  item({
    id: `item-${variation}`,
    name,
    description: price > 0 ? 'A premium style for your avatar.' : 'Free for every avatar.',
    avatarPart: { part: 'hair', variation },
    price,
    owned,
  });

/** Like the seeded store: free and premium hair, headwear, and two power-ups. */
export const storeCategories = (): StoreCategory[] => [
  {
    id: avatarCategoryId,
    slug: 'avatar',
    name: 'Avatar',
    description: 'Hair, headwear and looks for your avatar.',
    items: [
      hair('FrontHair1', 'Short crop'),
      hair('FrontHair2', 'Long side sweep'),
      hair('FrontHair6', 'Spikes', 10000),
      hair('FrontHair7', 'Quiff', 10000, 1),
      hair('FrontHair8', 'Top bun', 10000),
      item({
        id: 'item-Headwear3',
        name: 'Crown',
        description: 'Free for every avatar.',
        avatarPart: { part: 'headwear', variation: 'Headwear3' },
      }),
    ],
  },
  {
    id: powerUpsCategoryId,
    slug: 'power-ups',
    name: 'Power-ups',
    description: 'Boosts for your learning streak and energy.',
    items: [
      item({
        id: 'item-energy-refill',
        categoryId: powerUpsCategoryId,
        name: 'Energy refill',
        description: 'Adds 5 energy right away, even above the refill cap.',
        price: 10,
        currency: 'DIAMONDS',
        quantityApplies: true,
        grants: { wallet: 'ENERGY', amount: 5 },
      }),
      item({
        id: 'item-streak-freeze',
        categoryId: powerUpsCategoryId,
        name: 'Streak freeze',
        description: 'Keeps your learning streak through one missed day. Hold up to 3.',
        price: 25,
        currency: 'DIAMONDS',
        quantityApplies: true,
        perUserLimit: 3,
        owned: 3,
      }),
      item({
        id: 'item-golden-ticket',
        categoryId: powerUpsCategoryId,
        name: 'Golden ticket',
        description: 'Entry to the spring draw.',
        price: 5,
        currency: 'DIAMONDS',
        quantityApplies: true,
        stock: 0,
      }),
    ],
  },
];

export type EconomyState = {
  wallets: WalletBalances;
  categories: StoreCategory[];
  avatar: Avatar | null;
};

export const richWallets: WalletBalances = {
  ACHIEVEMENT_POINTS: 25000,
  ENERGY: 3,
  DIAMONDS: 40,
  EXPERIENCE: 120,
};

export const newStudentWallets: WalletBalances = {
  ACHIEVEMENT_POINTS: 120,
  ENERGY: 5,
  DIAMONDS: 0,
  EXPERIENCE: 0,
};

/**
 * A small in-memory server for the economy calls, so stories can buy, save and see the result the
 * way the app would: purchases debit the wallet and add ownership, saves keep the avatar.
 */
export function economyBackend(initial: Partial<EconomyState> = {}) {
  const state: EconomyState = {
    wallets: { ...richWallets },
    categories: storeCategories(),
    avatar: null,
    ...initial,
  };
  const findItem = (id: string | undefined) =>
    state.categories.flatMap((category) => category.items).find((entry) => entry.id === id);

  const purchase = ({ params, body }: RequestOptions): MockReply => {
    const bought = findItem(params?.id);
    if (!bought) return failure(404, 'not_found', 'This item is not in the store.');
    const quantity = (body as PurchaseRequest).quantity ?? 1;
    const cost = bought.price * quantity;
    const balance = state.wallets[bought.currency];
    if (cost > balance) {
      return failure(
        409,
        'insufficient_balance',
        `${bought.name} costs ${cost} and you have ${balance}. Earn ${cost - balance} more to buy it.`,
      );
    }
    state.wallets = { ...state.wallets, [bought.currency]: balance - cost };
    bought.owned += quantity;
    return ok({ itemId: bought.id, quantity, owned: bought.owned, wallets: state.wallets });
  };

  return {
    state,
    handlers: {
      wallets: () =>
        ok({ wallets: state.wallets, replenish: { ENERGY: 1200 }, caps: { ENERGY: 5 } }),
      tokenStore: () => ok({ categories: state.categories }),
      purchaseItem: purchase,
      avatar: () => ok({ userId: 'student-1', avatar: state.avatar }),
      saveAvatar: ({ body }: RequestOptions) => {
        const firstSave = state.avatar === null;
        state.avatar = body as Avatar;
        return ok({
          userId: 'student-1',
          avatar: state.avatar,
          rewards: firstSave ? [{ wallet: 'ACHIEVEMENT_POINTS', amount: 50 }] : [],
        });
      },
    },
  };
}
