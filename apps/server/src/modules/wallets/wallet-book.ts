import { randomUUID } from 'node:crypto';
import {
  type LedgerEntry,
  type WalletBalances,
  type WalletName,
  type WalletsResponse,
  walletNames,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { type RefillPolicy, refilledEnoughAt, settleRefill } from './refill';
import { type LedgerInsert, walletRepository as repository, type WalletUpdate } from './repository';

export type RefillPolicies = Partial<Record<WalletName, RefillPolicy>>;

/** One balance change and what the ledger says about it. */
export interface WalletChange {
  wallet: WalletName;
  delta: number;
  kind: LedgerEntry['kind'];
  reason: string;
  reference?: string | null;
  actorId?: string | null;
  idempotencyKey?: string | null;
}

/**
 * A debit the balance cannot cover; callers turn it into a sentence for their situation.
 * `enoughAt` is when refills alone would cover it, or null when they never will.
 */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly wallet: WalletName,
    readonly balance: number,
    readonly needed: number,
    readonly enoughAt: Date | null = null,
  ) {
    super(`${wallet} balance ${balance} cannot cover ${needed}`);
  }
}

type WalletState = { balance: number; anchor: Date };
type States = Map<WalletName, WalletState>;

const toStates = (rows: Array<WalletState & { wallet: WalletName }>): States =>
  new Map(rows.map(({ wallet, ...state }) => [wallet, state]));
const toBalances = (states: States) =>
  Object.fromEntries(
    walletNames.map((wallet) => [wallet, states.get(wallet)?.balance ?? 0]),
  ) as WalletBalances;

/**
 * The only code that changes balances. Every change is a ledger entry plus a conditional update in
 * the caller's transaction, so a balance never goes below zero and always equals its ledger sum.
 */
export function createWalletBook(refills: RefillPolicies, now: () => Date = () => new Date()) {
  const refilling = walletNames.filter((wallet) => refills[wallet]);

  /**
   * Locks all of the user's wallet rows, in one order for every transaction, so two transactions of
   * one user queue instead of deadlocking. Rows are created on first use (which starts the refill
   * clock).
   */
  async function lockAll(tx: Database, userId: string): Promise<States> {
    let rows = await repository.lockStates(tx, userId);
    if (rows.length < walletNames.length) {
      await repository.createMissing(tx, userId, walletNames, now());
      rows = await repository.lockStates(tx, userId);
    }
    return toStates(rows);
  }

  /**
   * Settles due refills and applies `changes` (in their order per wallet) inside `tx`, checking
   * each step against zero under the lock, then writes the changed balances and the ledger entries
   * in one statement.
   */
  async function change(tx: Database, userId: string, changes: readonly WalletChange[]) {
    const before = await lockAll(tx, userId);
    const at = now();
    const after: States = new Map();
    const entries: LedgerInsert[] = [];
    const applied: Array<{ wallet: WalletName; balance: number; entryId: string }> = [];
    const updates: WalletUpdate[] = [];
    for (const wallet of walletNames) {
      const row = before.get(wallet) ?? { balance: 0, anchor: at };
      let { balance, anchor } = row;
      const policy = refills[wallet];
      if (policy) {
        const due = settleRefill(row, policy, at);
        if (due.add > 0) {
          entries.push({
            id: randomUUID(),
            userId,
            wallet,
            delta: due.add,
            kind: 'refill',
            reason: 'refill',
          });
          balance += due.add;
          anchor = due.anchor;
        }
      }
      for (const next of changes.filter((c) => c.wallet === wallet)) {
        if (balance + next.delta < 0) {
          const enoughAt = refilledEnoughAt({ balance, anchor }, policy, -next.delta);
          throw new InsufficientBalanceError(wallet, balance, -next.delta, enoughAt);
        }
        // Dropping below the cap starts the refill clock; at or above it, the clock is idle.
        if (policy && balance >= policy.cap && balance + next.delta < policy.cap) anchor = at;
        balance += next.delta;
        const id = randomUUID();
        entries.push({ id, userId, ...next });
        applied.push({ wallet, balance, entryId: id });
      }
      after.set(wallet, { balance, anchor });
      const delta = balance - row.balance;
      if (delta !== 0 || anchor !== row.anchor) updates.push({ wallet, delta, anchor });
    }
    const written = await repository.write(tx, userId, { updates, entries, at });
    // The rows are locked, so a balance differs only if something bypassed the book.
    for (const { wallet } of updates)
      if (written.get(wallet) !== after.get(wallet)?.balance)
        throw new Error(`wallet ${wallet} changed under its lock`);
    return { states: after, applied };
  }

  return {
    /** Applies changes in `tx`; answers every balance afterwards and each change's entry. */
    async apply(tx: Database, userId: string, changes: readonly WalletChange[]) {
      const { states, applied } = await change(tx, userId, changes);
      return { balances: toBalances(states), applied };
    },

    /**
     * GET /wallets: settles due refills first (a transaction only when one is due, or a refilling
     * wallet has no row yet), then answers with the timers.
     */
    async read(db: Database, userId: string): Promise<WalletsResponse['data']> {
      let states = toStates(await repository.states(db, userId));
      const stale = refilling.some((wallet) => {
        const state = states.get(wallet);
        const policy = refills[wallet];
        return !state || (policy && settleRefill(state, policy, now()).add > 0);
      });
      if (stale) states = (await db.transaction((tx) => change(tx, userId, []))).states;
      const replenish: WalletsResponse['data']['replenish'] = {};
      const caps: WalletsResponse['data']['caps'] = {};
      for (const wallet of refilling) {
        const state = states.get(wallet);
        const policy = refills[wallet];
        if (!state || !policy) continue;
        caps[wallet] = policy.cap;
        const next = settleRefill(state, policy, now()).nextRefillSeconds;
        if (next !== null) replenish[wallet] = next;
      }
      return { wallets: toBalances(states), replenish, caps };
    },
  };
}

export type WalletBook = ReturnType<typeof createWalletBook>;
