// The learning record store connection's kinds and limits, without zod, so any page may use them;
// the words a page shows for them are in the learning-records feature.

/** The xAPI version statements are sent as (the `X-Experience-API-Version` header). */
export const xapiVersion = '1.0.3';

/** Where the connection in force comes from: the admin page wins over the environment. */
export const lrsConnectionSources = ['settings', 'environment', 'none'] as const;
export type LrsConnectionSource = (typeof lrsConnectionSources)[number];

/** How Sparked signs in to the store. */
export const lrsCredentialKinds = ['basic', 'header', 'none'] as const;
export type LrsCredentialKind = (typeof lrsCredentialKinds)[number];

export const lrsEndpointMax = 500;
export const lrsSecretMax = 2000;
