// The learning record store connection's words and limits, without zod, so any page may use them.

/** The xAPI version statements are sent as (the `X-Experience-API-Version` header). */
export const xapiVersion = '1.0.3';

/** Where the connection in force comes from: the admin page wins over the environment. */
export const lrsConnectionSources = ['settings', 'environment', 'none'] as const;
export type LrsConnectionSource = (typeof lrsConnectionSources)[number];

export const lrsConnectionSourceLabels: Record<LrsConnectionSource, string> = {
  settings: 'Set on this page',
  environment: 'Set in the server’s environment',
  none: 'Not configured',
};

/** How Sparked signs in to the store. */
export const lrsCredentialKinds = ['basic', 'header', 'none'] as const;
export type LrsCredentialKind = (typeof lrsCredentialKinds)[number];

export const lrsCredentialKindLabels: Record<LrsCredentialKind, string> = {
  basic: 'Key and secret (Basic)',
  header: 'Authorization header',
  none: 'No sign-in',
};

export const lrsEndpointMax = 500;
export const lrsSecretMax = 2000;
