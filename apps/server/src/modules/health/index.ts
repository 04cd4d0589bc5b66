import { domainPlugin } from '../core/platform';
import { registerHealth } from './register';

/** Liveness and readiness, for load balancers and orchestrators. */
export const healthPlugin = domainPlugin({ name: 'health' }, (app, { database }) =>
  registerHealth(app, { database }),
);
