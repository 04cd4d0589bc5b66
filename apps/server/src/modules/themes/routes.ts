import { paletteSchema, type ThemesResponse } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { themes } from '../../db/schema';

export function themeRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    // Public by design (spec §6: the themes call is made without authentication).
    app.get('/website/themes', async (request, reply) => {
      const rows = await db.select({ name: themes.name, palette: themes.palette }).from(themes);
      const data: ThemesResponse['data'] = {};
      for (const row of rows) {
        const palette = paletteSchema.safeParse(row.palette);
        if (palette.success) data[row.name] = palette.data;
        else
          request.log.warn(
            { theme: row.name },
            'stored palette does not match the contract; skipped',
          );
      }
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    });
  };
}
