import { domainPlugin } from '../core/platform';
import { registerModuleAuthors } from './register';
import { createModuleAuthorService } from './service';

export const moduleAuthorsPlugin = domainPlugin({ name: 'module-authors' }, (app, { db }) =>
  registerModuleAuthors(app, { authors: createModuleAuthorService({ db }) }),
);
