import type { LrsConnectionView, LrsCredentialKind } from '@sparked/contracts';
import type { Config } from '../../config';
import type { LrsConnection } from './lrs-client';
import type { LrsConnectionRow } from './repository';

type Source = LrsConnectionView['source'];

/**
 * The connection in force: the one saved on the admin page when it has an endpoint, which
 * replaces the XAPI_LRS_* environment whole (endpoint and credentials); otherwise the
 * environment's; otherwise none.
 */
export function effectiveConnection(
  row: LrsConnectionRow | undefined,
  environment: Config['lrs']['connection'],
): { connection: LrsConnection | null; source: Source } {
  if (row?.endpoint)
    return {
      source: 'settings',
      connection: {
        endpoint: row.endpoint,
        username: row.username,
        password: row.password,
        authorization: row.authorization,
      },
    };
  if (environment) return { source: 'environment', connection: environment };
  return { source: 'none', connection: null };
}

export const credentialKindOf = (connection: LrsConnection | null): LrsCredentialKind => {
  if (connection?.authorization) return 'header';
  if (connection?.username) return 'basic';
  return 'none';
};

/** A secret never goes back to the browser: only whether it is set and, when long, its end. */
const hint = (secret: string | null | undefined, showEnd: boolean) => ({
  set: Boolean(secret),
  last4: showEnd && secret && secret.length >= 12 ? secret.slice(-4) : null,
});

export function connectionView(
  row: LrsConnectionRow | undefined,
  environment: Config['lrs']['connection'],
): LrsConnectionView {
  const { connection, source } = effectiveConnection(row, environment);
  return {
    source,
    endpoint: connection?.endpoint ?? null,
    credentials: credentialKindOf(connection),
    username: connection?.username ?? null,
    password: hint(connection?.password, false),
    authorization: hint(connection?.authorization, true),
    environmentConfigured: environment !== null,
  };
}
