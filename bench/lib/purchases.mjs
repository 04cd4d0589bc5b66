// Purchases per second on the bench's server: 50 connections buying the energy refill for 50
// students in turn, each purchase a debit, a credit and an ownership update in one transaction;
// then every student's diamonds are checked against what they own, so a race that let anyone spend
// more than they had shows as overspend.
import pg from 'pg';
import { measure } from './load.mjs';
import { registerStudent, signIn } from './server.mjs';

const students = 50;
const grant = 1_000_000;

export async function measurePurchases(serverUrl, databaseUrl) {
  const buyers = await fundedStudents(serverUrl);
  const refill = await energyRefill(serverUrl, buyers[0]);
  let next = 0;
  const row = await measure({
    title: `POST /sparked-api/items/:id/purchase (${students} students)`,
    url: `${serverUrl}/sparked-api/items/${refill.id}/purchase`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category_id: refill.categoryId }),
    connections: 50,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % buyers.length;
          return { ...request, headers: { ...request.headers, ...bearer(buyers[next]) } };
        },
      },
    ],
  });
  const buyerIds = buyers.map((buyer) => buyer.user.id);
  return { ...row, overspent: await overspentStudents(databaseUrl, buyerIds, refill) };
}

const bearer = (session) => ({ authorization: `Bearer ${session.accessToken}` });

async function getData(url, session) {
  const response = await fetch(url, { headers: bearer(session) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

export async function energyRefill(serverUrl, session) {
  const store = await getData(`${serverUrl}/tools-api/token-store`, session);
  return store.categories
    .flatMap((category) => category.items)
    .find((item) => item.name === 'Energy refill');
}

/**
 * Students whose diamonds are below zero, or not the grant less what they own, or not the sum of
 * their ledger. One statement reads one snapshot of the database: asking the API student by student
 * would race the purchases still in flight when the load stops, which commit between reading a
 * student's wallet and reading what they own.
 */
async function overspentStudents(databaseUrl, buyerIds, refill) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as overspent
         from wallets w
         left join item_ownership o on o.user_id = w.user_id and o.item_id = $2
        where w.wallet = 'DIAMONDS' and w.user_id = any($1::uuid[])
          and (w.balance < 0
            or w.balance <> $3 - coalesce(o.quantity, 0) * $4
            or w.balance <> (select sum(l.delta) from wallet_ledger l
                              where l.user_id = w.user_id and l.wallet = 'DIAMONDS'))`,
      [buyerIds, refill.id, grant, refill.price],
    );
    return rows[0].overspent;
  } finally {
    await client.end();
  }
}

/** Students with diamonds for far more refills than the run can buy, granted by the demo admin. */
export async function fundedStudents(serverUrl, count = students) {
  const admin = await signIn(serverUrl, 'admin@sparked.test', 'sparked-admin-demo');
  const sessions = [];
  for (let i = 0; i < count; i++) {
    const session = await registerStudent(serverUrl);
    const granted = await fetch(`${serverUrl}/tools-api/wallets/grants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin) },
      body: JSON.stringify({
        userId: session.user.id,
        wallet: 'DIAMONDS',
        amount: grant,
        reason: 'benchmark purchases',
      }),
    });
    if (!granted.ok) throw new Error(`grant failed: ${granted.status} ${await granted.text()}`);
    sessions.push(session);
  }
  return sessions;
}
