// Purchases per second on the bench's server: 50 connections buying the energy refill for 50
// students in turn, each purchase a debit, a credit and an ownership update in one transaction;
// then every student's diamonds are checked against what they own, so a race that let anyone spend
// more than they had shows as overspend.
import { measure } from './load.mjs';
import { registerStudent, signIn } from './server.mjs';

const students = 50;
const grant = 1_000_000;

export async function measurePurchases(serverUrl) {
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
  return { ...row, overspent: await overspentStudents(serverUrl, buyers, refill.price) };
}

const bearer = (session) => ({ authorization: `Bearer ${session.accessToken}` });

async function getData(url, session) {
  const response = await fetch(url, { headers: bearer(session) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function energyRefill(serverUrl, session) {
  const store = await getData(`${serverUrl}/tools-api/token-store`, session);
  return store.categories
    .flatMap((category) => category.items)
    .find((item) => item.name === 'Energy refill');
}

/** Students whose diamonds are not exactly the grant less what they bought, or below zero. */
async function overspentStudents(serverUrl, buyers, price) {
  let overspent = 0;
  for (const buyer of buyers) {
    const { wallets } = await getData(`${serverUrl}/tools-api/wallets`, buyer);
    const owned = (await energyRefill(serverUrl, buyer)).owned;
    if (wallets.DIAMONDS < 0 || wallets.DIAMONDS !== grant - owned * price) overspent += 1;
  }
  return overspent;
}

/** Students with diamonds for far more refills than the run can buy, granted by the demo admin. */
async function fundedStudents(serverUrl) {
  const admin = await signIn(serverUrl, 'admin@sparked.test', 'sparked-admin-demo');
  const sessions = [];
  for (let i = 0; i < students; i++) {
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
