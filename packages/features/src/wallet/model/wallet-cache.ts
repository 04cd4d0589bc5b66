import type { WalletBalances, WalletsResponse } from '@sparked/contracts';

type Wallets = WalletsResponse['data'];

/**
 * The cached wallets with the balances a mutation answered (a purchase, a claim), or null when
 * the refill timers cannot be known without asking: a refilling wallet that was at its cap and is
 * now below it starts a new timer only the server can tell. Below the cap before and after, the
 * timer runs on unchanged; at or above the cap, none is due (the server's refill rule).
 */
export function withBalances(cached: Wallets, balances: WalletBalances): Wallets | null {
  const replenish = { ...cached.replenish };
  for (const [wallet, cap] of Object.entries(cached.caps) as [keyof WalletBalances, number][]) {
    const before = cached.wallets[wallet];
    const after = balances[wallet];
    if (after === before) continue;
    if (after >= cap) delete replenish[wallet];
    else if (before >= cap) return null;
  }
  return { ...cached, wallets: balances, replenish };
}
