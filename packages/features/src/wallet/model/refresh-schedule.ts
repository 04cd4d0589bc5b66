/**
 * With no refill due, how long the wallets wait before being read again. Prizes are paid by
 * server jobs (a competition's close, a league week's end) while a student may sit on any page,
 * and no push channel reaches every page, so a visible page asks every few minutes: one small read,
 * and a prize shows within minutes without a reload. (The original app waited an hour; that left
 * a prize unseen for most of a lesson.) Hidden pages do not poll; they read on becoming visible.
 */
export const defaultWalletRecheckMs = 3 * 60_000;

/** A due refill is settled by the read itself, so asking again sooner than this only repeats it. */
const minimumRecheckMs = 1000;

/**
 * When to read the wallets again: at the soonest replenish timer, so a refill shows up as it
 * lands, or after `defaultWalletRecheckMs` when no wallet is waiting for one.
 */
export function walletRefetchDelay(replenish: Readonly<Record<string, number | undefined>> = {}) {
  const timers = Object.values(replenish).filter(
    (seconds): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds),
  );
  // A far-off refill must not hold back the check for prizes paid in the meantime.
  const soonest = Math.min(defaultWalletRecheckMs, ...timers.map((seconds) => seconds * 1000));
  return Math.max(minimumRecheckMs, soonest);
}
