import { Trans, useLingui } from '@lingui/react/macro';
import { type WalletName, walletNames } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { formatCount } from '@sparked/ui/format';
import { Spinner } from '@sparked/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../api-client';
import { walletsQueryOptions } from '../api/wallets';
import { walletIcons, walletLabel } from '../model/wallet-labels';
import { EnergyRefill } from './energy-refill';
import * as styles from './wallet-bar.css';

export type WalletBarProps = { client: ApiClient };

/**
 * The signed-in user's four wallets and when the next energy arrives. A purchase or claim writes
 * the balances it answers; what the server pays by itself shows on the schedule of
 * `walletsQueryOptions` (the next refill or check, and whenever the page becomes visible again).
 */
export function WalletBar({ client }: WalletBarProps) {
  const { t } = useLingui();
  const query = useQuery(walletsQueryOptions(client));
  const label = t({ message: 'Wallets', comment: "The bar showing the user's wallet balances." });

  if (query.isPending) {
    // The loaded bar's shape, amounts greyed out, so the page below does not move when they arrive.
    return (
      <section aria-label={label} className={styles.bar} data-state="loading">
        <WalletList amount={() => <span className={styles.amountPlaceholder} />} />
        <Spinner size="sm" label={t`Loading your wallets`} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section aria-label={label} className={styles.bar} data-state="error">
        <p className={styles.refill}>
          <Trans>Your wallets could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );
  }

  const { wallets, replenish, caps } = query.data;
  const { refetch } = query;
  return (
    <section aria-label={label} className={styles.bar} data-state="ready">
      <WalletList
        amount={(name) => <span className={styles.amount}>{formatCount(wallets[name])}</span>}
      />
      <EnergyRefill
        seconds={replenish.ENERGY}
        reportedAt={query.dataUpdatedAt}
        balance={wallets.ENERGY}
        cap={caps.ENERGY}
        onDue={refetch}
      />
    </section>
  );
}

function WalletList({ amount }: { amount: (name: WalletName) => ReactNode }) {
  return (
    <ul className={styles.list}>
      {walletNames.map((name) => {
        const WalletIcon = walletIcons[name];
        return (
          <li key={name} className={styles.wallet} data-wallet={name}>
            <WalletIcon size={16} className={styles.icon} />
            {amount(name)}
            <span className={styles.label}>{walletLabel(name)}</span>
          </li>
        );
      })}
    </ul>
  );
}
