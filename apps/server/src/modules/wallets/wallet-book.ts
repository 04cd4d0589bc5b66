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
 * Settles due refills and applies `changes` (in their order per wallet) to the locked `before`,
 * checking each step against zero: what to write, and the balances afterwards.
 */
function planChanges(
  refills: RefillPolicies,
  userId: string,
  before: States,
  changes: readonly WalletChange[],
  at: Date,
) {
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
  return { after, entries, applied, updates };
}

/** The rows are locked, so a balance differs only if something bypassed the book. */
function checkWritten(
  updates: readonly WalletUpdate[],
  after: States,
  written: (wallet: WalletName) => number | undefined,
) {
  for (const { wallet } of updates)
    if (written(wallet) !== after.get(wallet)?.balance)
      throw new Error(`wallet ${wallet} changed under its lock`);
}

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
   * Locks the wallet rows of every one of `userIds`, by user and then wallet (one user's rows in
   * the order `lockAll` takes them), and creates the missing ones: a created row is this
   * transaction's until it commits, so only rows another transaction created meanwhile (rare) need
   * locking again.
   */
  async function lockMany(tx: Database, userIds: readonly string[]) {
    const sorted = [...new Set(userIds)].sort();
    let rows = await repository.lockStatesOf(tx, sorted);
    const found = new Set(rows.map((row) => `${row.userId}:${row.wallet}`));
    const missing = sorted.flatMap((userId) =>
      walletNames
        .filter((wallet) => !found.has(`${userId}:${wallet}`))
        .map((wallet) => ({ userId, wallet })),
    );
    const created = await repository.createMissingOf(tx, missing, now());
    rows =
      created.length < missing.length
        ? await repository.lockStatesOf(tx, sorted)
        : [...rows, ...created];
    const states = new Map<string, States>(sorted.map((userId) => [userId, new Map()]));
    for (const { userId, wallet, ...state } of rows) states.get(userId)?.set(wallet, state);
    return states;
  }

  /** Applies `changes` to one user's wallets, in one write: their ledger entries and balances. */
  async function change(tx: Database, userId: string, changes: readonly WalletChange[]) {
    const at = now();
    const { after, entries, applied, updates } = planChanges(
      refills,
      userId,
      await lockAll(tx, userId),
      changes,
      at,
    );
    const written = await repository.write(tx, userId, { updates, entries, at });
    checkWritten(updates, after, (wallet) => written.get(wallet));
    return { states: after, applied };
  }

  return {
    /** Applies changes in `tx`; answers every balance afterwards and each change's entry. */
    async apply(tx: Database, userId: string, changes: readonly WalletChange[]) {
      const { states, applied } = await change(tx, userId, changes);
      return { balances: toBalances(states), applied };
    },

    /**
     * Applies each user's changes as `apply` would, for many users in a few statements: their
     * rows locked in one order (user, then wallet), every ledger entry in one insert and every
     * balance in one update. A district's league close pays thousands at once (decision 0042).
     */
    async applyMany(tx: Database, changes: ReadonlyMap<string, readonly WalletChange[]>) {
      const locked = await lockMany(tx, [...changes.keys()]);
      const at = now();
      const settled = [...locked].map(([userId, before]) => ({
        userId,
        ...planChanges(refills, userId, before, changes.get(userId) ?? [], at),
      }));
      const written = await repository.writeMany(tx, {
        updates: settled.flatMap(({ userId, updates }) =>
          updates.map((update) => ({ userId, ...update })),
        ),
        entries: settled.flatMap(({ entries }) => entries),
        at,
      });
      for (const { userId, updates, after } of settled)
        checkWritten(updates, after, (wallet) => written.get(`${userId}:${wallet}`));
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
