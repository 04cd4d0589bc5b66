import { type WalletName, walletLabels as walletNouns } from '@sparked/contracts';
import { formatCount } from '@sparked/ui/format';
import { BoltIcon, CoinIcon, DiamondIcon, type IconComponent, StarIcon } from '@sparked/ui/icon';

/** Each wallet's icon, wherever its amounts show: balances, prices, rewards. */
export const walletIcons: Record<WalletName, IconComponent> = {
  ACHIEVEMENT_POINTS: CoinIcon,
  DIAMONDS: DiamondIcon,
  ENERGY: BoltIcon,
  EXPERIENCE: StarIcon,
};

/** How a learner earns more of a wallet, for where they cannot afford something yet. */
export const howToEarn: Record<WalletName, string> = {
  ACHIEVEMENT_POINTS: 'Finish activities and modules to earn more.',
  DIAMONDS: 'Keep a learning streak going to earn more.',
  ENERGY: 'Energy refills over time.',
  EXPERIENCE: 'Finish activities to earn more.',
};

/** A wallet's name as a label or the start of a sentence: "Achievement points". */
export function walletLabel(wallet: WalletName): string {
  const noun = walletNouns[wallet];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** An amount of a wallet inside a sentence, e.g. "10,000 achievement points". */
export function formatWalletAmount(amount: number, wallet: WalletName): string {
  return `${formatCount(amount)} ${walletNouns[wallet]}`;
}
