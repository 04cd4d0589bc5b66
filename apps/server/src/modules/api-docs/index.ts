import { domainPlugin } from '../core/platform';
import { registerApiDocs } from './register';

/** The OpenAPI document of the endpoint table; registered last, it describes every domain. */
export const apiDocsPlugin = domainPlugin({ name: 'api-docs' }, (app) => registerApiDocs(app));
