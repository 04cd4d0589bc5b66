import {
  purchaseRequestSchema,
  storeItemIdSchema,
  storeItemRequestSchema,
} from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Guards } from '../../http/authenticate';
import { type Idempotency, sendAnswer } from '../../http/idempotency';
import { parseWith } from '../../http/validation';
import type { StoreService } from './service';

const itemParamsSchema = z.object({ id: storeItemIdSchema });

/** The store and its admin calls, under the tools API. */
export function tokenStoreRoutes(deps: { service: StoreService; guards: Guards }) {
  const { service, guards } = deps;
  return async (app: FastifyInstance) => {
    app.get('/token-store', async (request) => {
      const claims = await guards.requireUser(request);
      return { data: await service.catalogue(claims.id) };
    });

    app.get('/token-store/items', async (request) => {
      const admin = await guards.requireRole(request, ['admin']);
      return { data: await service.allItems(admin.id) };
    });

    app.post('/token-store/items', async (request, reply) => {
      await guards.requireRole(request, ['admin']);
      const item = parseWith(storeItemRequestSchema, request.body, 'request body');
      return reply.status(201).send({ data: await service.createItem(item) });
    });

    app.put('/token-store/items/:id', async (request) => {
      const admin = await guards.requireRole(request, ['admin']);
      const { id } = parseWith(itemParamsSchema, request.params, 'path');
      const item = parseWith(storeItemRequestSchema, request.body, 'request body');
      return { data: await service.updateItem(admin.id, id, item) };
    });
  };
}

/** Buying, under the Sparked API (spec §7). */
export function purchaseRoutes(deps: {
  service: StoreService;
  guards: Guards;
  idempotency: Idempotency;
}) {
  const { service, guards, idempotency } = deps;
  return async (app: FastifyInstance) => {
    app.post('/items/:id/purchase', async (request, reply) => {
      const claims = await guards.requireUser(request);
      const { id } = parseWith(itemParamsSchema, request.params, 'path');
      const purchase = parseWith(purchaseRequestSchema, request.body, 'request body');
      const answer = await idempotency(request, claims.id, async (tx, key) => ({
        data: await service.purchase(tx, claims.id, id, purchase, key),
      }));
      return sendAnswer(reply, answer);
    });
  };
}
