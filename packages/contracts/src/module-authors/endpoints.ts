import { educators, moduleParams } from '../modules/endpoints';
import type { Endpoint } from '../shared/endpoint';
import {
  currentModuleAuthorResponseSchema,
  moduleAuthorCreateRequestSchema,
  moduleAuthorDeleteQuerySchema,
  moduleAuthorDeleteResponseSchema,
  moduleAuthorListQuerySchema,
  moduleAuthorListResponseSchema,
  moduleAuthorResponseSchema,
  moduleAuthorUpdateQuerySchema,
  moduleAuthorUpdateRequestSchema,
} from './schemas';

const authorTags = ['Module authors'];

/** Module authors: the spec §7 calls, exactly. */
export const moduleAuthorEndpoints = {
  moduleAuthors: {
    api: 'sparked',
    method: 'GET',
    path: '/module-authors/{moduleId}',
    auth: educators,
    params: moduleParams,
    query: moduleAuthorListQuerySchema,
    response: moduleAuthorListResponseSchema,
    summary: "A module's authors, 20 a page (any author)",
    tags: authorTags,
  },
  currentModuleAuthor: {
    api: 'sparked',
    method: 'GET',
    path: '/module-authors/{moduleId}/author',
    auth: 'user',
    params: moduleParams,
    response: currentModuleAuthorResponseSchema,
    summary: "The signed-in user's authorship of a module",
    tags: authorTags,
  },
  addModuleAuthor: {
    api: 'sparked',
    method: 'POST',
    path: '/module-authors/',
    auth: educators,
    idempotent: true,
    body: moduleAuthorCreateRequestSchema,
    status: 201,
    response: moduleAuthorResponseSchema,
    summary: 'Make an educator an author of a module, by email (owners)',
    tags: authorTags,
  },
  changeModuleAuthor: {
    api: 'sparked',
    method: 'PUT',
    path: '/module-authors',
    auth: educators,
    query: moduleAuthorUpdateQuerySchema,
    body: moduleAuthorUpdateRequestSchema,
    response: moduleAuthorResponseSchema,
    summary: "Change an author's role; a module keeps at least one owner (owners)",
    tags: authorTags,
  },
  removeModuleAuthors: {
    api: 'sparked',
    method: 'DELETE',
    path: '/module-authors',
    auth: educators,
    query: moduleAuthorDeleteQuerySchema,
    response: moduleAuthorDeleteResponseSchema,
    summary: 'Remove authors from a module; a module keeps at least one owner (owners)',
    tags: authorTags,
  },
} as const satisfies Record<string, Endpoint>;
