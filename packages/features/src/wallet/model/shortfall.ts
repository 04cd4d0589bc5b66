import { t } from '@lingui/core/macro';
import type { Shortfall } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';
import { formatWalletAmount, howToEarn } from './wallet-labels';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * What a learner can do about a balance that fell short, after the server's sentence: when refills
 * bring enough, and that the store sells more; never "try again", which cannot help.
 */
export function shortfallAdvice(shortfall: Shortfall, now = new Date()): string {
  const { wallet, needed, enoughAt, inStore } = shortfall;
  const store = inStore ? t`The store sells more.` : undefined;
  if (enoughAt === undefined) return store ?? howToEarn[wallet];
  const at = new Date(enoughAt);
  const when = dateFormat(sameDay(at, now) ? 'time' : 'date and time').format(at);
  const amount = formatWalletAmount(needed, wallet);
  const enough = t({
    message: `You will have ${amount} at ${when}.`,
    comment:
      'When refills bring a wallet to what is needed; amount is e.g. "2 energy", when a time or a date and time.',
  });
  return store ? `${enough} ${store}` : enough;
}
