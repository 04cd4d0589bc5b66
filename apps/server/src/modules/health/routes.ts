import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { errorBody } from '../../http/errors';

export function healthRoutes(database: DatabaseHandle) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      if (await database.ping()) return { status: 'ready', database: database.kind };
      return reply
        .status(503)
        .send(errorBody(503, 'unavailable', 'The database is not reachable.'));
    });
  };
}
