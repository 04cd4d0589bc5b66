import { domainPlugin } from '../core/platform';
import { registerHealth } from './register';

/** Liveness, readiness and metrics, for load balancers, orchestrators and scrapers. */
export const healthPlugin = domainPlugin({ name: 'health' }, registerHealth);
