#!/usr/bin/env node
// A local stand-in for Stripe's HTTP API in the end-to-end tests: Checkout sessions with a payment
// page of its own whose Pay button sends Sparked the signed `checkout.session.completed` webhook a
// real payment would, then returns the buyer to the success URL; refunds are accepted.
// Usage: fake-stripe.mjs PORT APP_URL WEBHOOK_SECRET
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const [port, appUrl, webhookSecret] = process.argv.slice(2);
const sessions = new Map();

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

/** Signs a webhook the way Stripe does: `t=…,v1=` HMAC-SHA256 of `t.body`. */
async function deliver(event) {
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex');
  const response = await fetch(`${appUrl}/sparked-api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    body,
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const body = await readBody(request);
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const form = new URLSearchParams(body);
    const id = `cs_test_${randomUUID()}`;
    sessions.set(id, {
      successUrl: form.get('success_url'),
      title: form.get('line_items[0][price_data][product_data][name]') ?? '',
      amount: Number(form.get('line_items[0][price_data][unit_amount]')),
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id, url: `http://127.0.0.1:${port}/pay/${id}` }));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/v1/refunds') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: `re_${randomUUID()}`, status: 'succeeded' }));
    return;
  }
  const session = sessions.get(url.pathname.replace('/pay/', ''));
  if (url.pathname.startsWith('/pay/') && session && request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main>
      <h1>Pay for ${escapeHtml(session.title)}</h1><p>${(session.amount / 100).toFixed(2)}</p>
      <form method="post"><button type="submit">Pay</button></form></main></html>`,
    );
    return;
  }
  if (url.pathname.startsWith('/pay/') && session && request.method === 'POST') {
    const id = url.pathname.replace('/pay/', '');
    await deliver({
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      data: { object: { id, payment_status: 'paid', payment_intent: `pi_${randomUUID()}` } },
    });
    response.writeHead(303, { location: session.successUrl });
    response.end();
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message: 'No such thing in the fake.' } }));
}).listen(Number(port), '127.0.0.1');
