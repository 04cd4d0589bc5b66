import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ServerMessage, translate } from '../../i18n/catalogues';

export interface CheckoutRequest {
  orderId: string;
  amount: number;
  currency: string;
  title: string;
  successUrl: string;
  cancelUrl: string;
}

/** A provider event we act on; anything else is acknowledged and ignored. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; checkoutId: string; paymentId: string | null }
  | { id: string; type: 'payment.refunded'; paymentId: string }
  | { id: string; type: 'other' };

/** A payment provider: server-created checkouts, refunds and signed events. */
export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  refund(paymentId: string): Promise<void>;
  /** The event in a webhook, or null when its signature does not check out. */
  readEvent(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentEvent | null;
}

/** The provider's failure, as a sentence for the user; the order stays as it was. */
export class PaymentProviderError extends Error {
  /** What went wrong as a catalogue entry, the English being the error's message (decision 0046). */
  constructor(readonly said: ServerMessage) {
    super(translate('en', said));
  }
}

/** What the payment service's failures say to the buyer, in their language (decision 0046). */
const providerSaid = {
  unreachable: /*i18n*/ {
    id: 'payments.provider.could-not-be-reached',
    message: 'The payment service could not be reached. Try again soon.',
  },
  refused: /*i18n*/ {
    id: 'payments.provider.refused-the-request',
    message: 'The payment service refused the request. Try again soon.',
  },
  noPaymentPage: /*i18n*/ {
    id: 'payments.provider.answered-without-a-payment-page',
    message: 'The payment service answered without a payment page.',
  },
} satisfies Record<string, ServerMessage>;

/** Stripe's webhooks older than this are refused (its own default tolerance). */
const signatureToleranceSeconds = 300;

/** Stripe's `Stripe-Signature: t=…,v1=…`: HMAC-SHA256 of `t.body` with the endpoint's secret. */
export function stripeSignatureValid(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Stripe Checkout over its HTTP API (form-encoded calls, bearer secret key). */
export function createStripeProvider(settings: {
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
}): PaymentProvider {
  async function post(path: string, form: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new PaymentProviderError(providerSaid.unreachable);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new PaymentProviderError(providerSaid.refused);
    return body;
  }

  return {
    async createCheckout(request) {
      const session = await post('/v1/checkout/sessions', {
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency,
        'line_items[0][price_data][unit_amount]': String(request.amount),
        'line_items[0][price_data][product_data][name]': request.title,
        client_reference_id: request.orderId,
        'metadata[orderId]': request.orderId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (typeof session.id !== 'string' || typeof session.url !== 'string')
        throw new PaymentProviderError(providerSaid.noPaymentPage);
      return { id: session.id, url: session.url };
    },

    async refund(paymentId) {
      await post('/v1/refunds', { payment_intent: paymentId });
    },

    readEvent(rawBody, signatureHeader, now) {
      if (!stripeSignatureValid(rawBody, signatureHeader, settings.webhookSecret, now)) return null;
      let event: { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const id = typeof event.id === 'string' ? event.id : null;
      const object = event.data?.object ?? {};
      if (!id) return null;
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      if (event.type === 'checkout.session.completed' && object.payment_status === 'paid') {
        const checkoutId = text(object.id);
        if (checkoutId)
          return {
            id,
            type: 'checkout.completed',
            checkoutId,
            paymentId: text(object.payment_intent),
          };
      }
      if (event.type === 'charge.refunded') {
        const paymentId = text(object.payment_intent);
        if (paymentId) return { id, type: 'payment.refunded', paymentId };
      }
      return { id, type: 'other' };
    },
  };
}
