import { domainPlugin } from '../core/platform';
import { registerThemes } from './register';

export const themesPlugin = domainPlugin({ name: 'themes' }, (app, { db }) =>
  registerThemes(app, { db }),
);
