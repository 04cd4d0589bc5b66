import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { WalletName } from '@sparked/contracts';
import { i18n, translatedRecord } from '@sparked/i18n';
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
export const howToEarn = translatedRecord<WalletName>({
  ACHIEVEMENT_POINTS: msg`Finish activities and modules to earn more.`,
  DIAMONDS: msg`Keep a learning streak going to earn more.`,
  ENERGY: msg`Energy refills over time.`,
  EXPERIENCE: msg`Finish activities to earn more.`,
});

const labels: Record<WalletName, MessageDescriptor> = {
  ACHIEVEMENT_POINTS: msg({
    message: 'Achievement points',
    comment: 'The name of a wallet, as a label or at the start of a sentence.',
  }),
  ENERGY: msg({
    message: 'Energy',
    comment: 'The name of a wallet, as a label or at the start of a sentence.',
  }),
  DIAMONDS: msg({
    message: 'Diamonds',
    comment: 'The name of a wallet, as a label or at the start of a sentence.',
  }),
  EXPERIENCE: msg({
    message: 'Experience points',
    comment: 'The name of a wallet, as a label or at the start of a sentence.',
  }),
};

/** A wallet's name as a label or the start of a sentence: "Achievement points". */
export function walletLabel(wallet: WalletName): string {
  return i18n._(labels[wallet]);
}

/**
 * An amount of a wallet inside a sentence, e.g. "10,000 achievement points". The number is
 * written by `formatCount` (no `Intl.NumberFormat` on a page's first render); `count` only picks
 * the words.
 */
export function formatWalletAmount(count: number, wallet: WalletName): string {
  const amount = formatCount(count);
  switch (wallet) {
    case 'ACHIEVEMENT_POINTS':
      return plural(count, {
        one: `${amount} achievement point`,
        other: `${amount} achievement points`,
      });
    case 'DIAMONDS':
      return plural(count, { one: `${amount} diamond`, other: `${amount} diamonds` });
    case 'EXPERIENCE':
      return plural(count, {
        one: `${amount} experience point`,
        other: `${amount} experience points`,
      });
    default:
      return t`${amount} energy`;
  }
}
