import { domainPlugin } from '../core/platform';
import { registerAnalytics } from './register';

export const analyticsPlugin = domainPlugin({ name: 'analytics' }, (app, { db }) =>
  registerAnalytics(app, { db }),
);
