import { domainPlugin } from '../core/platform';
import { registerPayments } from './register';
import { createPaymentService } from './service';
import { createStripeProvider } from './stripe';

/** Paid academy modules and class places, through Stripe when its keys are set. */
export const paymentsPlugin = domainPlugin(
  { name: 'payments', dependencies: ['academy', 'classes'] },
  (app, { db, config, now }) =>
    registerPayments(app, {
      payments: createPaymentService({
        db,
        academy: app.academy,
        classes: app.classes,
        provider: config.stripe ? createStripeProvider(config.stripe) : null,
        publicUrl: config.publicUrl,
        now,
      }),
    }),
);
