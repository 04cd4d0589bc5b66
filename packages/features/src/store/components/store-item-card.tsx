import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreItem } from '@sparked/contracts';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { formatCount } from '@sparked/ui/format';
import { Avatar, withVariation } from '@sparked/ui/patterns/avatar';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useId, useRef, useState } from 'react';
import { formatWalletAmount, howToEarn, walletIcons } from '../../wallet';
import { availability } from '../model/purchase-availability';
import { unavailableReason } from '../model/purchase-messages';
import { parseQuantity } from '../model/quantity';
import * as styles from './store-page.css';

export type StoreItemCardProps = {
  item: StoreItem;
  /** The balance of the item's currency. */
  balance: number;
  buying: boolean;
  /** Buy was pressed; `quantity` only for items where it applies. Resolves true once bought. */
  onBuy(quantity?: number): Promise<boolean>;
};

function ItemPreview({ item }: { item: StoreItem }) {
  if (item.avatarPart) {
    const { part, variation } = item.avatarPart;
    return (
      <Avatar avatar={withVariation({}, part, variation)} size={80} className={styles.preview} />
    );
  }
  return item.image ? <img src={item.image} alt="" className={styles.preview} /> : null;
}

function OwnedBadge({ item }: { item: StoreItem }) {
  const { t } = useLingui();
  // What an item grants (energy) is added to the wallet when bought: there is nothing to hold.
  if (item.owned === 0 || item.grants) return null;
  const owned = formatCount(item.owned);
  return (
    <div data-owned="">
      <Badge tone="success">
        {item.quantityApplies
          ? t({
              message: `You have ${owned}`,
              comment: 'How many of a store item the user has; owned is a number.',
            })
          : t({ message: 'Owned', comment: 'A store item the user has already bought.' })}
      </Badge>
    </div>
  );
}

/** One item for sale (see isForSale): what it is, its price, what is owned, and Buy or why not. */
export function StoreItemCard({ item, balance, buying, onBuy }: StoreItemCardProps) {
  const { t } = useLingui();
  const state = availability(item, balance);
  const CurrencyIcon = walletIcons[item.currency];
  const reason = unavailableReason(state, item.currency);
  const [quantityText, setQuantityText] = useState('1');
  const reasonId = useId();
  const maxQuantity = state.kind === 'available' ? state.maxQuantity : 0;
  const picksQuantity = item.quantityApplies && state.kind === 'available';
  const quantity = picksQuantity ? parseQuantity(quantityText, maxQuantity) : null;
  const blocked = state.kind !== 'available' || (picksQuantity && quantity === null);
  // Once bought, Buy stays (and keeps focus) for an item bought by quantity; one owned now shows
  // "Owned" in its place, which takes focus (decision 0044).
  const focusAfterAction = useFocusAfterAction();
  const buyButton = useRef<HTMLButtonElement>(null);
  const { name } = item;

  return (
    <Card as="article" heading={item.name} headingLevel={3} className={styles.item}>
      <ItemPreview item={item} />
      {item.description ? <p className={styles.text}>{item.description}</p> : null}
      <p className={styles.price}>
        {item.price === 0 ? (
          <Trans comment="The price of a store item that costs nothing.">Free</Trans>
        ) : (
          <>
            <CurrencyIcon size={16} className={styles.priceIcon} />
            {formatWalletAmount(item.price, item.currency)}
          </>
        )}
      </p>
      <OwnedBadge item={item} />
      {state.kind !== 'owned' ? (
        <div className={styles.actions}>
          {picksQuantity ? (
            <TextField
              label={t`Quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              description={t`Up to ${maxQuantity}`}
              error={
                quantity === null ? t`Enter a whole number from 1 to ${maxQuantity}.` : undefined
              }
            />
          ) : null}
          {/* aria-disabled, not disabled: the button stays focusable, so keyboard and screen
              reader users reach it and hear why it is off. */}
          <Button
            ref={buyButton}
            aria-disabled={blocked || undefined}
            loading={buying}
            aria-describedby={reason ? reasonId : undefined}
            onClick={
              blocked
                ? undefined
                : async () => {
                    // The next purchase starts from one again, within the new balance.
                    const card = buyButton.current?.closest('article');
                    if (!(await onBuy(quantity ?? undefined))) return;
                    setQuantityText('1');
                    if (!item.quantityApplies) {
                      focusAfterAction(() => card?.querySelector('[data-owned]'));
                    }
                  }
            }
          >
            <Trans comment="The button that buys a store item; the hidden name is for screen readers.">
              Buy<VisuallyHidden> {name}</VisuallyHidden>
            </Trans>
          </Button>
          {reason ? (
            <p id={reasonId} className={styles.reason}>
              {reason}
            </p>
          ) : null}
          {state.kind === 'unaffordable' ? (
            <p className={styles.reason}>{howToEarn[item.currency]}</p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
