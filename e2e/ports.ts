// The end-to-end run's ports, from E2E_PORT (3100 by default): the app, then its helpers.
const app = Number(process.env.E2E_PORT ?? 3100);

export const e2ePorts = {
  app,
  /** A second app whose access tokens expire after 20 s, for the transparent-refresh journey. */
  shortLived: app + 1,
  /** A local fake of Stripe's API and payment page (e2e/fake-stripe.mjs) for paid modules. */
  stripe: app + 2,
  /** The local mail server (e2e/smtp-capture.mjs): SMTP for the app… */
  smtp: app + 3,
  /** …and what it received, as JSON at /messages, for the tests. */
  mailbox: app + 4,
  /** The code box preview's own origin, a second listener of the app… */
  preview: app + 5,
  /** …and of the short-lived app. */
  shortLivedPreview: app + 6,
};
