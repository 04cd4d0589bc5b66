import { type Shortfall, walletLabels } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';
import { howToEarn } from './wallet-labels';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * What a learner can do about a balance that fell short, after the server's sentence: when refills
 * bring enough, and that the store sells more; never "try again", which cannot help.
 */
export function shortfallAdvice(shortfall: Shortfall, now = new Date()): string {
  const { wallet, needed, enoughAt, inStore } = shortfall;
  const store = inStore ? ' The store sells more.' : '';
  if (enoughAt === undefined) return inStore ? store.trim() : howToEarn[wallet];
  const at = new Date(enoughAt);
  const when = dateFormat(sameDay(at, now) ? 'time' : 'date and time').format(at);
  return `You will have ${needed} ${walletLabels[wallet]} at ${when}.${store}`;
}
