import { domainPlugin } from '../core/platform';
import { registerEvents } from './events-register';
import { createEventService } from './events-service';
import { registerStudentArea } from './register';
import { createStudentAreaService, type StudentAreaService } from './service';

export type { StudentAreaService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The student's dashboard, whose streak counts days of learning. */
    studentArea: StudentAreaService;
  }
}

/** The student's dashboard, daily rewards and streaks, and the events they join. */
export const studentAreaPlugin = domainPlugin(
  { name: 'student-area', dependencies: ['wallets', 'rewards', 'leagues'], publishes: true },
  (app, { db, now }) => {
    const area = createStudentAreaService({ db, rewards: app.rewards, leagues: app.leagues, now });
    app.decorate('studentArea', area);
    registerStudentArea(app, { area });
    registerEvents(app, { db, events: createEventService({ db, book: app.walletBook, now }) });
  },
);
