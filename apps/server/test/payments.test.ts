import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenceIn } from '../src/i18n/catalogues';
import { callApi } from './support/api';
import { fakeService } from './support/fake-service';
import { publishedModule } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, signIn } from './support/users';

const webhookSecret = 'whsec_test_secret';
let stripe: Awaited<ReturnType<typeof fakeService>>;
/** While set, Stripe refuses every call, as when its key is revoked. */
let stripeRefuses = false;
let t: TestApp;
let author: string;
let admin: string;

beforeAll(async () => {
  stripe = await fakeService((request) =>
    stripeRefuses
      ? { status: 401, body: { error: { message: 'Invalid API Key provided' } } }
      : request.url === '/v1/checkout/sessions'
        ? {
            status: 200,
            body: { id: `cs_${randomUUID()}`, url: 'https://checkout.stripe.test/pay' },
          }
        : { status: 200, body: { id: `re_${randomUUID()}`, status: 'succeeded' } },
  );
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL: 'https://sparked.example.org',
  });
  const token = async (role: 'facilitator' | 'admin') =>
    (await signIn(t.app, (await createUser(t.database.db, role)).email)).accessToken;
  author = await token('facilitator');
  admin = await token('admin');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A published, listed module costing 4.99. */
const paidModule = async (app: TestApp, by: string) =>
  (
    await publishedModule(app.app, by, {
      title: 'Rocket science',
      listedInAcademy: true,
      price: { amount: 499, currency: 'usd' },
    })
  ).moduleId;

/** Posts an event the way Stripe signs it; `secret` other than ours forges it. */
function deliver(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/sparked-api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    },
    payload,
  });
}
const completed = (checkoutId: string, paymentId: string, id = `evt_${randomUUID()}`) => ({
  id,
  type: 'checkout.session.completed',
  data: { object: { id: checkoutId, payment_status: 'paid', payment_intent: paymentId } },
});
const refunded = (paymentId: string) => ({
  id: `evt_${randomUUID()}`,
  type: 'charge.refunded',
  data: { object: { payment_intent: paymentId } },
});

async function buy(moduleId: string) {
  const student = (await registerStudent(t.app)).accessToken;
  const checkout = await callApi(t, student, 'POST', `/academy/modules/${moduleId}/checkout`);
  const sent = new URLSearchParams(stripe.received.at(-1)?.body.toString());
  return { student, checkout, sent };
}

describe('paid modules through Stripe Checkout', () => {
  it('sends the buyer to a server-made checkout and opens the module once Stripe says it is paid', async () => {
    const moduleId = await paidModule(t, author);
    const page = await callApi(t, null, 'GET', `/academy/modules/${moduleId}`);
    expect(page.body.data).toMatchObject({
      price: { amount: 499, currency: 'usd' },
      purchasable: true,
    });
    const { student, checkout, sent } = await buy(moduleId);
    expect(checkout).toMatchObject({
      status: 201,
      body: { data: { url: 'https://checkout.stripe.test/pay' } },
    });
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(sent.get('metadata[orderId]')).toBe(checkout.body.data.orderId);
    expect(stripe.received.at(-1)?.headers.authorization).toBe('Bearer sk_test_123');
    expect(
      (await callApi(t, student, 'POST', `/academy/modules/${moduleId}/enrol`)).body.error,
    ).toBe('Buy this module before starting it.');

    const [order] = (await callApi(t, student, 'GET', '/my/orders')).body.data;
    expect(order).toMatchObject({ status: 'pending', amount: 499 });
    const checkoutId =
      (await t.database.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, order.id) }))
        ?.checkoutId ?? '';
    const event = completed(checkoutId, 'pi_1');
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await callApi(t, student, 'GET', '/my/orders')).body.data[0].status).toBe('paid');
    const enrolment = (await callApi(t, student, 'GET', `/academy/modules/${moduleId}`)).body.data
      .enrolment;
    expect(enrolment).not.toBeNull();
    expect(
      (await callApi(t, student, 'GET', `/player/classes/${enrolment.classId}/modules/${moduleId}`))
        .status,
    ).toBe(200);

    const refund = await callApi(t, admin, 'POST', `/orders/${order.id}/refund`);
    expect(refund.body.data.status).toBe('refunded');
    expect(stripe.received.at(-1)).toMatchObject({ url: '/v1/refunds' });
    expect(
      (await callApi(t, student, 'GET', `/player/classes/${enrolment.classId}/modules/${moduleId}`))
        .status,
    ).toBe(404);
    // Stripe's own refund event arriving afterwards changes nothing more.
    expect((await deliver(refunded('pi_1'))).statusCode).toBe(200);
    await deliver(completed(checkoutId, 'pi_1'));
    expect((await callApi(t, student, 'GET', '/my/orders')).body.data[0].status).toBe('refunded');
  });

  it('ignores forged and unsigned events', async () => {
    const moduleId = await paidModule(t, author);
    const { student, checkout } = await buy(moduleId);
    const row = await t.database.db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.id, checkout.body.data.orderId),
    });
    const forged = await deliver(completed(row?.checkoutId ?? '', 'pi_2'), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('The event is not signed by the payment provider.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/sparked-api/payments/stripe/webhook',
      payload: completed(row?.checkoutId ?? '', 'pi_2'),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await callApi(t, student, 'GET', '/my/orders')).body.data[0].status).toBe('pending');
  });

  it('keeps a refund that arrives before its payment from opening the module', async () => {
    const moduleId = await paidModule(t, author);
    const { student, checkout } = await buy(moduleId);
    const row = await t.database.db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.id, checkout.body.data.orderId),
    });
    await deliver(refunded('pi_3'));
    await deliver(completed(row?.checkoutId ?? '', 'pi_3'));
    expect((await callApi(t, student, 'GET', '/my/orders')).body.data[0].status).toBe('refunded');
    expect(
      (await callApi(t, student, 'GET', `/academy/modules/${moduleId}`)).body.data.enrolment,
    ).toBeNull();
  });

  it('lets admins record a paid order by hand and see every order', async () => {
    const moduleId = await paidModule(t, author);
    const session = await registerStudent(t.app);
    const recorded = await callApi(t, admin, 'POST', '/orders', {
      email: session.user.email,
      moduleId,
    });
    expect(recorded.body.data).toMatchObject({
      status: 'paid',
      provider: 'manual',
      amount: 499,
      buyer: session.user.email,
    });
    expect(
      (await callApi(t, session.accessToken, 'POST', `/academy/modules/${moduleId}/enrol`)).status,
    ).toBe(200);
    const all = (await callApi(t, admin, 'GET', '/orders')).body.data;
    expect(all.find((order: { id: string }) => order.id === recorded.body.data.id)).toMatchObject({
      buyer: session.user.email,
      item: { kind: 'module', id: moduleId },
    });
    expect((await callApi(t, session.accessToken, 'GET', '/orders')).status).toBe(403);
  });
});

/** An open class by `teacher` costing 15.00. */
async function paidClass(app: TestApp, teacher: string) {
  const created = await callApi(app, teacher, 'POST', '/classes', {
    name: 'Summer camp',
    joinMode: 'open',
    price: { amount: 1500, currency: 'usd' },
  });
  return created.body.data.id as string;
}
const checkoutIdOf = async (orderId: string) =>
  (await t.database.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) }))
    ?.checkoutId ?? '';
const classStatus = async (student: string, classId: string) =>
  (await callApi(t, student, 'GET', '/my/classes')).body.data.find(
    (entry: { id: string }) => entry.id === classId,
  )?.status;

describe('paid classes', () => {
  it('keep their price when a teacher changes something else', async () => {
    const classId = await paidClass(t, author);
    const renamed = await callApi(t, author, 'PUT', `/classes/${classId}`, {
      name: 'Summer camp 2',
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Summer camp 2',
      joinMode: 'open',
      price: { amount: 1500, currency: 'usd' },
    });
  });

  it('admit a student only once the place is paid, and let a refund take them out', async () => {
    const classId = await paidClass(t, author);
    expect((await callApi(t, null, 'GET', `/classes/${classId}/landing`)).body.data).toMatchObject({
      price: { amount: 1500, currency: 'usd' },
      purchasable: true,
    });
    const student = (await registerStudent(t.app)).accessToken;
    expect(await callApi(t, student, 'POST', `/classes/${classId}/join`, {})).toMatchObject({
      status: 409,
      body: { error: 'This class is paid: buy a place to join it.' },
    });

    const checkout = await callApi(t, student, 'POST', `/classes/${classId}/checkout`);
    expect(checkout.status).toBe(201);
    const sent = new URLSearchParams(stripe.received.at(-1)?.body.toString());
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(sent.get('success_url')).toBe(
      `https://sparked.example.org/student-journey/classes/${classId}/enroll?order=${checkout.body.data.orderId}`,
    );
    expect(await classStatus(student, classId)).toBeUndefined();

    await deliver(completed(await checkoutIdOf(checkout.body.data.orderId), 'pi_class_1'));
    expect(await classStatus(student, classId)).toBe('active');
    const [order] = (await callApi(t, student, 'GET', '/my/orders')).body.data;
    expect(order).toMatchObject({
      status: 'paid',
      amount: 1500,
      item: { kind: 'class', id: classId, title: 'Summer camp' },
    });
    expect(await callApi(t, student, 'POST', `/classes/${classId}/checkout`)).toMatchObject({
      status: 409,
      body: { error: 'You are in this class already.' },
    });

    expect((await callApi(t, admin, 'POST', `/orders/${order.id}/refund`)).body.data.status).toBe(
      'refunded',
    );
    expect(await classStatus(student, classId)).toBeUndefined();
  });

  it('can be paid by invoice: an admin records the order and the student is in', async () => {
    const classId = await paidClass(t, author);
    const session = await registerStudent(t.app);
    const recorded = await callApi(t, admin, 'POST', '/orders', {
      email: session.user.email,
      classId,
    });
    expect(recorded.body.data).toMatchObject({
      status: 'paid',
      provider: 'manual',
      item: { kind: 'class', id: classId },
    });
    expect(await classStatus(session.accessToken, classId)).toBe('active');
    const both = await callApi(t, admin, 'POST', '/orders', {
      email: session.user.email,
      classId,
      moduleId: classId,
    });
    expect(both.status).toBe(400);
  });

  it('refuse checkout for a free class and for a closed one', async () => {
    const student = (await registerStudent(t.app)).accessToken;
    const free = (await callApi(t, author, 'POST', '/classes', { name: 'Free club' })).body.data.id;
    expect((await callApi(t, student, 'POST', `/classes/${free}/checkout`)).body.error).toBe(
      'This class is free: no payment is needed.',
    );
    const closed = await paidClass(t, author);
    const paidOnly = (await callApi(t, admin, 'GET', '/classes?price=paid&limit=100')).body.data;
    const ids = paidOnly.classes.map((entry: { id: string }) => entry.id);
    expect(ids).toContain(closed);
    expect(ids).not.toContain(free);
    await callApi(t, author, 'PUT', `/classes/${closed}`, { joinMode: 'closed' });
    expect((await callApi(t, student, 'POST', `/classes/${closed}/checkout`)).body.error).toBe(
      'This class is not taking new students.',
    );
  });
});

describe('when Stripe refuses', () => {
  it('says so in the buyer’s language, the English error unchanged', async () => {
    const moduleId = await paidModule(t, author);
    stripeRefuses = true;
    try {
      const { checkout } = await buy(moduleId);
      expect(checkout).toMatchObject({
        status: 503,
        body: {
          error: 'The payment service refused the request. Try again soon.',
          message: { id: 'payments.provider.refused-the-request' },
        },
      });
      expect(sentenceIn('fil', checkout.body.error, checkout.body.message)).toBe(
        'Tinanggihan ng serbisyo ng pagbabayad ang kahilingan. Subukan ulit mamaya.',
      );
    } finally {
      stripeRefuses = false;
    }
  });
});

describe('without a payment provider', () => {
  it('says paid modules and classes cannot be bought yet instead of failing', async () => {
    const plain = await createTestApp();
    try {
      const teacher = (
        await signIn(plain.app, (await createUser(plain.database.db, 'facilitator')).email)
      ).accessToken;
      const moduleId = await paidModule(plain, teacher);
      const page = await callApi(plain, null, 'GET', `/academy/modules/${moduleId}`);
      expect(page.body.data.purchasable).toBe(false);
      const student = (await registerStudent(plain.app)).accessToken;
      const refused = await callApi(
        plain,
        student,
        'POST',
        `/academy/modules/${moduleId}/checkout`,
      );
      expect(refused).toMatchObject({
        status: 409,
        body: {
          error: 'This module cannot be bought yet: payments are not set up. Ask your school.',
        },
      });
      const classId = await paidClass(plain, teacher);
      const landing = await callApi(plain, null, 'GET', `/classes/${classId}/landing`);
      expect(landing.body.data.purchasable).toBe(false);
      expect(
        (await callApi(plain, student, 'POST', `/classes/${classId}/checkout`)).body.error,
      ).toBe('This class cannot be bought yet: payments are not set up. Ask your school.');
    } finally {
      await plain.close();
    }
  });
});
