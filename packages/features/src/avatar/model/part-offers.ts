import type { StoreCategory, StoreItem, WalletName } from '@sparked/contracts';
import {
  type AvatarVariationOption,
  type AvatarVariationPart,
  avatarCatalogue,
} from '@sparked/ui/patterns/avatar';

/** What the editor offers for one part: the options with the store's prices, and what is owned. */
export type PartOffer = {
  options: AvatarVariationOption[];
  /** Variations of priced options the user owns. */
  ownedIds: string[];
  /** The store item selling each variation. */
  items: ReadonlyMap<string, StoreItem>;
  /** What the priced options cost in; null when all are free. */
  currency: WalletName | null;
};

/**
 * The catalogue's options for a part, priced by the store. The store is the authority on prices
 * and ownership; a variation the store does not sell keeps its catalogue price.
 */
export function partOffer(part: AvatarVariationPart, categories: StoreCategory[]): PartOffer {
  const items = new Map(
    categories
      .flatMap((category) => category.items)
      .filter((item) => item.avatarPart?.part === part)
      .map((item) => [item.avatarPart?.variation ?? '', item] as const),
  );
  const options = avatarCatalogue[part].map((option) => ({
    ...option,
    cost: items.get(option.id)?.price ?? option.cost,
  }));
  const ownedIds = options
    .filter((option) => (items.get(option.id)?.owned ?? 0) > 0)
    .map((option) => option.id);
  const currency = [...items.values()].find((item) => item.price > 0)?.currency ?? null;
  return { options, ownedIds, items, currency };
}
