import { type WalletName, walletLabels as walletNouns } from '@sparked/contracts';

/** A wallet's name as a label or the start of a sentence: "Achievement points". */
export function walletLabel(wallet: WalletName): string {
  const noun = walletNouns[wallet];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** Grouped digits: 10,000. */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('en');
}

/** An amount of a wallet inside a sentence, e.g. "10,000 achievement points". */
export function formatWalletAmount(amount: number, wallet: WalletName): string {
  return `${formatAmount(amount)} ${walletNouns[wallet]}`;
}
