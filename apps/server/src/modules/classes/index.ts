import { domainPlugin } from '../core/platform';
import { registerClasses } from './register';
import { type ClassService, createClassService } from './service';

export { classRecords } from './class-records';
export { nicknameOf } from './nickname';
export { teaches } from './repository';
export { emailHeaders } from './roster-import';
export type { ClassService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Classes and who may see them: learning and payments act on a class through it. */
    classes: ClassService;
  }
}

export const classesPlugin = domainPlugin(
  { name: 'classes', publishes: true },
  (app, { db, config, now, rateLimiter }) => {
    const classes = createClassService({
      db,
      limiter: rateLimiter,
      paymentsEnabled: config.stripe !== null,
      now,
    });
    app.decorate('classes', classes);
    registerClasses(app, { classes });
  },
);
