import type { StoreCategory as Category, StoreItem, WalletBalances } from '@sparked/contracts';
import { Stack } from '@sparked/ui/stack';
import { useId } from 'react';
import { StoreItemCard } from './store-item-card';
import * as styles from './store-page.css';

export type StoreCategoryProps = {
  category: Category;
  balances: WalletBalances;
  /** The item being bought now, if any. */
  buyingItemId: string | undefined;
  onBuy(item: StoreItem, quantity?: number): Promise<boolean>;
};

/** One category of the store: its heading, what it is for, and its items. */
export function StoreCategory({ category, balances, buyingItemId, onBuy }: StoreCategoryProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={3}>
        <h2 id={headingId} className={styles.categoryHeading}>
          {category.name}
        </h2>
        {category.description ? <p className={styles.text}>{category.description}</p> : null}
        <ul className={styles.grid}>
          {category.items.map((item) => (
            <li key={item.id}>
              <StoreItemCard
                item={item}
                balance={balances[item.currency]}
                buying={buyingItemId === item.id}
                onBuy={(quantity) => onBuy(item, quantity)}
              />
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
