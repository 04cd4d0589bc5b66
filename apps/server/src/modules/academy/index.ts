import { domainPlugin } from '../core/platform';
import { registerAcademy } from './register';
import { type AcademyService, createAcademyService } from './service';

export { academyRecords } from './academy-records';
export type { AcademyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The academy's catalogue and enrolment, which a paid checkout completes. */
    academy: AcademyService;
  }
}

export const academyPlugin = domainPlugin(
  { name: 'academy', dependencies: ['classes'], publishes: true },
  (app, { db, config }) => {
    const academy = createAcademyService({ db, paymentsEnabled: config.stripe !== null });
    app.decorate('academy', academy);
    registerAcademy(app, { db, academy });
  },
);
