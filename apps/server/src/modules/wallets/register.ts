import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { WalletService } from './service';

export function registerWallets(app: FastifyInstance, deps: { wallets: WalletService }) {
  const { wallets } = deps;

  app.endpoint(endpoints.wallets, async ({ user }) => ({ data: await wallets.read(user.id) }));

  /** An admin grant or revoke; the admin and the reason stay in the ledger. */
  app.endpoint(endpoints.walletGrant, async ({ body, user, request }) => ({
    data: await wallets.grant(auditActorOf(request, user.id), body),
  }));

  app.endpoint(endpoints.walletLedger, async ({ query, user }) => ({
    data: await wallets.ledger(user, query),
  }));
}
