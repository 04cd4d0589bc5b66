/** Spec §9: with no refill due, wallets are checked again after an hour. */
export const defaultWalletRecheckMs = 60 * 60_000;

/** A due refill is settled by the read itself, so asking again sooner than this only repeats it. */
const minimumRecheckMs = 1000;

/**
 * When to read the wallets again (spec §4 "Wallet refresh"): at the soonest replenish timer, so a
 * refill shows up as it lands, or after an hour when no wallet is waiting for one.
 */
export function walletRefetchDelay(replenish: Readonly<Record<string, number | undefined>> = {}) {
  const timers = Object.values(replenish).filter(
    (seconds): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds),
  );
  if (timers.length === 0) return defaultWalletRecheckMs;
  return Math.max(minimumRecheckMs, Math.min(...timers) * 1000);
}
