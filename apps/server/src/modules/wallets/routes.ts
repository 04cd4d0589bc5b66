import { walletGrantRequestSchema, walletLedgerQuerySchema } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate';
import { parseWith } from '../../http/validation';
import type { WalletService } from './service';

export function walletRoutes(deps: { service: WalletService; guards: Guards }) {
  const { service, guards } = deps;
  return async (app: FastifyInstance) => {
    app.get('/wallets', async (request) => {
      const claims = await guards.requireUser(request);
      return { data: await service.read(claims.id) };
    });

    app.post('/wallets/grants', async (request, reply) => {
      const admin = await guards.requireRole(request, ['admin']);
      const input = parseWith(walletGrantRequestSchema, request.body, 'request body');
      return reply.status(201).send({ data: await service.grant(admin.id, input) });
    });

    app.get('/wallets/ledger', async (request) => {
      const claims = await guards.requireUser(request);
      const query = parseWith(walletLedgerQuerySchema, request.query, 'query');
      return { data: await service.ledger(claims, query) };
    });
  };
}
