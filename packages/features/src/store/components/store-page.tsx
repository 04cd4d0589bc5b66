import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client';
import { walletsQueryOptions } from '../../wallet';
import { tokenStoreQueryOptions } from '../api/token-store';
import { isForSale } from '../model/purchase-availability';
import { StoreCategory } from './store-category';
import * as styles from './store-page.css';
import { useBuyItem } from './use-buy-item';

export type StorePageProps = { client: ApiClient };

/** The categories once the store and the balances have arrived, or why they have not. */
function StoreCatalogue({ client }: StorePageProps) {
  const store = useQuery(tokenStoreQueryOptions(client));
  const wallets = useQuery(walletsQueryOptions(client));
  const { buy, buyingItemId } = useBuyItem(client);
  const { t } = useLingui();

  if (store.isPending || wallets.isPending) return <Spinner label={t`Loading the store`} />;
  if (store.isError || wallets.isError) {
    return (
      <Card>
        <Stack gap={3} align="start">
          <p className={styles.text}>
            <Trans>The store could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              if (store.isError) void store.refetch();
              if (wallets.isError) void wallets.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Card>
    );
  }

  const categories = store.data.categories
    .map((category) => ({ ...category, items: category.items.filter(isForSale) }))
    .filter((category) => category.items.length > 0);
  if (categories.length === 0) {
    return (
      <Card>
        <p className={styles.text}>
          <Trans>Nothing is for sale right now. Check back soon.</Trans>
        </p>
      </Card>
    );
  }
  return categories.map((category) => (
    <StoreCategory
      key={category.id}
      category={category}
      balances={wallets.data.wallets}
      buyingItemId={buyingItemId}
      onBuy={buy}
    />
  ));
}

/**
 * The points store (spec §2 /store): every category with its items, prices and what the user owns;
 * buying asks first and reports the outcome.
 */
export function StorePage({ client }: StorePageProps) {
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Points store</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>Spend what you earn on avatar items and power-ups.</Trans>
        </p>
      </Stack>
      <StoreCatalogue client={client} />
    </Stack>
  );
}
