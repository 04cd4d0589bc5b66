import type { StoreItem, WalletName } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { createTestApp, type TestApp } from './test-app';
import { bearer, createUser, type SignedIn, signIn } from './users';

export async function signInAdmin(t: TestApp): Promise<SignedIn> {
  const admin = await createUser(t.database.db, 'admin');
  return signIn(t.app, admin.email);
}

/** Calls as a signed-in user (or anonymously with `null`). */
export function as(t: TestApp, session: SignedIn | null) {
  const headers = (extra: Record<string, string> = {}) =>
    session ? { ...bearer(session.accessToken), ...extra } : extra;
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: headers() }),
    post: (url: string, payload: unknown, extra?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(extra) }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers: headers() }),
  };
}

export async function grant(
  t: TestApp,
  admin: SignedIn,
  userId: string,
  wallet: WalletName,
  amount: number,
) {
  const response = await as(t, admin).post('/tools-api/wallets/grants', {
    userId,
    wallet,
    amount,
    reason: 'test grant',
  });
  if (response.statusCode !== 201) throw new Error(`grant failed: ${response.body}`);
  return response.json().data as { balance: number };
}

export async function balances(t: TestApp, session: SignedIn) {
  const response = await as(t, session).get('/tools-api/wallets');
  return response.json().data.wallets as Record<WalletName, number>;
}

/** The store item the user sees with this name or avatar variation. */
export async function storeItem(t: TestApp, session: SignedIn, nameOrVariation: string) {
  const response = await as(t, session).get('/tools-api/token-store');
  const items: StoreItem[] = response
    .json()
    .data.categories.flatMap((category: { items: StoreItem[] }) => category.items);
  const item = items.find(
    (candidate) =>
      candidate.name === nameOrVariation || candidate.avatarPart?.variation === nameOrVariation,
  );
  if (!item) throw new Error(`no store item ${nameOrVariation}`);
  return item;
}

export const purchase = (
  t: TestApp,
  session: SignedIn | null,
  item: Pick<StoreItem, 'id' | 'categoryId'>,
  quantity?: number,
  headers?: Record<string, string>,
) =>
  as(t, session).post(
    `/sparked-api/items/${item.id}/purchase`,
    quantity === undefined
      ? { category_id: item.categoryId }
      : { category_id: item.categoryId, quantity },
    headers,
  );

/**
 * Every (user, wallet) whose stored balance is negative or differs from its ledger sum; the
 * economy's invariant says this list is always empty.
 */
export async function ledgerMismatches(db: Database) {
  const result = await db.execute<{
    user_id: string;
    wallet: string;
    balance: number;
    total: number;
  }>(sql`
    select coalesce(w.user_id, l.user_id) as user_id, coalesce(w.wallet, l.wallet) as wallet,
           coalesce(w.balance, 0)::int as balance, coalesce(l.total, 0)::int as total
    from wallets w
    full outer join (
      select user_id, wallet, sum(delta) as total from wallet_ledger group by user_id, wallet
    ) l on l.user_id = w.user_id and l.wallet = w.wallet
    where coalesce(w.balance, 0) <> coalesce(l.total, 0) or coalesce(w.balance, 0) < 0
  `);
  // Both drivers answer raw SQL with `{ rows }`; the shared handle does not type it.
  return (result as unknown as { rows: Mismatch[] }).rows;
}

type Mismatch = { user_id: string; wallet: string; balance: number; total: number };

/**
 * Opens a test app with the admin signed in for one test file, and at its end checks that every
 * balance still equals its ledger before closing it.
 */
export function openEconomyApp(
  ready: (app: TestApp, admin: SignedIn) => void,
  ...options: Parameters<typeof createTestApp>
) {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(...options);
    ready(app, await signInAdmin(app));
  });
  afterAll(async () => {
    expect(await ledgerMismatches(app.database.db)).toEqual([]);
    await app.close();
  });
}
