import { t } from '@lingui/core/macro';
import type { StoreItem } from '@sparked/contracts';
import { useDialogs } from '@sparked/ui/dialog-provider';
import type { AvatarVariationOption } from '@sparked/ui/patterns/avatar';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client';
import { availability, unavailableReason, useBuyItem } from '../../store';
import { walletsQueryOptions } from '../../wallet';
import { cannotBuyMessage } from '../model/editor-messages';

/**
 * Buying a locked part from the editor: the store's confirmation and purchase, or, when it cannot
 * be bought now (not enough points), an alert saying why. Resolves true once bought.
 */
export function useBuyPart(client: ApiClient) {
  const { alert } = useDialogs();
  const { buy } = useBuyItem(client);
  const { data: wallets } = useQuery(walletsQueryOptions(client));

  return async (item: StoreItem | undefined, option: AvatarVariationOption): Promise<boolean> => {
    if (!item) {
      await alert({
        title: t`Not for sale`,
        message: t`${option.label} is not in the store right now.`,
      });
      return false;
    }
    const balance = wallets?.wallets[item.currency] ?? 0;
    const reason = unavailableReason(availability(item, balance), item.currency);
    if (reason) {
      await alert({ type: 'info', ...cannotBuyMessage(reason, item, balance) });
      return false;
    }
    return buy(item);
  };
}
