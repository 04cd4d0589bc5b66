import type { FastifyInstance } from 'fastify';
import type { RoomDeps } from './room-engine';

/** What a game's rooms are built from: the platform's database, bus and limiter, and the wallet book. */
export function roomDepsOf(app: FastifyInstance): RoomDeps {
  const { db, config, gameBus, rateLimiter, now } = app.platform;
  return {
    db,
    book: app.walletBook,
    bus: gameBus,
    limiter: rateLimiter,
    publicUrl: config.publicUrl,
    now,
  };
}
