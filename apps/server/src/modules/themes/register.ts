import { endpoints, paletteSchema, type ThemesResponse } from '@sparked/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { themeRepository } from './repository';

/** As long as browsers may cache the answer: a palette edited in the database shows within it. */
const cacheSeconds = 60;

/** Public by design (spec §6: the themes call is made without authentication). */
export function registerThemes(app: FastifyInstance, deps: { db: Database }) {
  let cached: { data: ThemesResponse['data']; until: number } | null = null;

  async function load(log: FastifyBaseLogger) {
    const data: ThemesResponse['data'] = {};
    for (const row of await themeRepository.all(deps.db)) {
      const palette = paletteSchema.safeParse(row.palette);
      if (palette.success) data[row.name] = palette.data;
      else log.warn({ theme: row.name }, 'stored palette does not match the contract; skipped');
    }
    return data;
  }

  // Every page load asks for the themes, so one instance reads them once a minute, not per request.
  app.endpoint(endpoints.themes, async ({ request, reply }) => {
    if (!cached || cached.until < Date.now())
      cached = { data: await load(request.log), until: Date.now() + cacheSeconds * 1000 };
    reply.header('cache-control', `public, max-age=${cacheSeconds}`);
    return { data: cached.data };
  });
}
