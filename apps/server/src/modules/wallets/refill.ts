/** A wallet that refills by itself: `amount` every `intervalSeconds`, never past `cap`. */
export interface RefillPolicy {
  amount: number;
  intervalSeconds: number;
  cap: number;
}

export interface RefillState {
  balance: number;
  /** Where the current refill interval started. */
  anchor: Date;
}

export interface SettledRefill {
  /** What is due now (0 when nothing is). */
  add: number;
  /** The anchor to store after adding `add`. */
  anchor: Date;
  /** Seconds until the next refill, or null when the wallet is at or above its cap. */
  nextRefillSeconds: number | null;
}

/**
 * Refills computed from timestamps instead of a scheduler: whole intervals elapsed since the anchor
 * each add `amount`, capped. At or above the cap nothing accrues and the clock restarts, so the
 * first refill after spending comes a full interval after the spend. A balance above the cap
 * (bought or granted) is left alone.
 */
export function settleRefill(state: RefillState, policy: RefillPolicy, now: Date): SettledRefill {
  if (state.balance >= policy.cap) return { add: 0, anchor: now, nextRefillSeconds: null };
  const intervalMs = policy.intervalSeconds * 1000;
  const elapsedMs = Math.max(0, now.getTime() - state.anchor.getTime());
  const periods = Math.floor(elapsedMs / intervalMs);
  const add = Math.min(periods * policy.amount, policy.cap - state.balance);
  if (state.balance + add >= policy.cap) return { add, anchor: now, nextRefillSeconds: null };
  const anchor = new Date(state.anchor.getTime() + periods * intervalMs);
  const untilNextMs = anchor.getTime() + intervalMs - now.getTime();
  return { add, anchor, nextRefillSeconds: Math.ceil(untilNextMs / 1000) };
}

/**
 * When refills alone bring `state` (settled, below the cap) up to `needed`, or null when they never
 * will (no refills, or a cap below what is needed).
 */
export function refilledEnoughAt(
  state: RefillState,
  policy: RefillPolicy | undefined,
  needed: number,
): Date | null {
  if (!policy || needed > policy.cap) return null;
  if (state.balance >= needed) return state.anchor;
  const periods = Math.ceil((needed - state.balance) / policy.amount);
  return new Date(state.anchor.getTime() + periods * policy.intervalSeconds * 1000);
}
