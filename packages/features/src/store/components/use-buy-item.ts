import { useLingui } from '@lingui/react/macro';
import type { StoreItem } from '@sparked/contracts';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, unexpectedErrorMessage } from '../../api-client';
import { walletIcons, walletsQueryOptions } from '../../wallet';
import { usePurchaseItem } from '../api/purchase-item';
import { purchasedMessage, purchaseQuestion } from '../model/purchase-messages';

/**
 * Buying as the user sees it: a confirmation naming the price and what is left, the purchase,
 * then a toast with the outcome or the server's reason for refusing. Needs the app's
 * DialogProvider and ToastProvider.
 */
export function useBuyItem(client: ApiClient) {
  const { t } = useLingui();
  const { confirm } = useDialogs();
  const { notify } = useToasts();
  const { data: wallets } = useQuery(walletsQueryOptions(client));
  const { purchase, isPending, variables } = usePurchaseItem(client);

  /** Resolves true once bought; false when the user declined or the purchase failed. */
  const buy = async (item: StoreItem, quantity?: number): Promise<boolean> => {
    const units = quantity ?? 1;
    const balance = wallets?.wallets[item.currency] ?? 0;
    try {
      await confirm({
        type: 'info',
        icon: walletIcons[item.currency],
        ...purchaseQuestion(item, units, balance),
        confirmLabel: t({ message: 'Buy', comment: 'Confirms a purchase in the store.' }),
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return false;
      throw error;
    }
    try {
      await purchase(item, quantity);
      notify({ type: 'success', ...purchasedMessage(item, units) });
      return true;
    } catch (error) {
      notify({
        type: 'error',
        title: t`Purchase failed`,
        message: error instanceof Error ? error.message : unexpectedErrorMessage,
      });
      return false;
    }
  };

  return { buy, buyingItemId: isPending ? variables?.item.id : undefined };
}
