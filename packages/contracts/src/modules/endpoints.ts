import { z } from 'zod';
import { moduleIdSchema } from '../module-authors/schemas';
import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import type { HttpMethod } from '../shared/endpoint-route';
import {
  activityCreateRequestSchema,
  activityIdSchema,
  activityResponseSchema,
  activityUpdateRequestSchema,
  embeddableHostRequestSchema,
  embeddableHostResponseSchema,
  embeddableHostSchema,
  embeddableHostsResponseSchema,
  moduleCreateRequestSchema,
  moduleImageNameSchema,
  moduleImageResponseSchema,
  moduleListQuerySchema,
  moduleListResponseSchema,
  moduleResponseSchema,
  moduleUpdateRequestSchema,
  moduleWithOutlineSchema,
  outlineMoveRequestSchema,
  renameRequestSchema,
  sectionCreateRequestSchema,
  sectionIdSchema,
  unitCreateRequestSchema,
  unitIdSchema,
} from './schemas';

/** Authoring is for educators; which modules each may touch is their authorship (spec §6). */
export const educators = ['admin', 'facilitator'] as const satisfies readonly UserRole[];
const tags = ['Modules'];
export const moduleParams = z.strictObject({ moduleId: moduleIdSchema });
const sectionParams = moduleParams.extend({ sectionId: sectionIdSchema });
const unitParams = moduleParams.extend({ unitId: unitIdSchema });
const activityParams = moduleParams.extend({ activityId: activityIdSchema });

/** A created outline item answers its id and the whole module, so the client needs no refetch. */
const createdResponseSchema = z.object({
  data: z.object({ id: z.string(), module: moduleWithOutlineSchema }),
});

const moduleCall = (method: HttpMethod, path: string, summary: string) =>
  ({
    api: 'sparked',
    method,
    path: `/modules/{moduleId}${path}`,
    auth: educators,
    params: moduleParams,
    response: moduleResponseSchema,
    summary,
    tags,
  }) as const;

/** Modules: the list, their life cycle, images and the sites authors may embed. */
export const moduleEndpoints = {
  modules: {
    api: 'sparked',
    method: 'GET',
    path: '/modules',
    auth: educators,
    query: moduleListQuerySchema,
    response: moduleListResponseSchema,
    summary: 'Modules the caller authors, last edited first',
    tags,
  },
  createModule: {
    api: 'sparked',
    method: 'POST',
    path: '/modules',
    auth: educators,
    idempotent: true,
    body: moduleCreateRequestSchema,
    status: 201,
    response: moduleResponseSchema,
    summary: 'Create a module; the caller becomes its owner',
    tags,
  },
  module: moduleCall('GET', '', 'A module with its outline (any author, viewers too)'),
  /** An IMS Common Cartridge 1.3 of the module's draft, streamed as it is written (decision 0030). */
  exportModule: {
    api: 'sparked',
    method: 'GET',
    path: '/modules/{moduleId}/export.imscc',
    auth: educators,
    params: moduleParams,
    produces: 'application/zip',
    summary: 'A module as an IMS Common Cartridge 1.3 package (any author, viewers too)',
    tags,
  },
  exportModuleLinks: {
    api: 'sparked',
    method: 'GET',
    path: '/modules/{moduleId}/export-lti-links.imscc',
    auth: educators,
    params: moduleParams,
    produces: 'application/zip',
    summary:
      'A module as a Thin Common Cartridge 1.3: LTI links that open its activities in Sparked from an LMS (any author)',
    tags,
  },
  updateModule: {
    ...moduleCall('PUT', '', "Change a module's details (owners and editors)"),
    body: moduleUpdateRequestSchema,
  },
  duplicateModule: {
    ...moduleCall('POST', '/duplicate', 'Copy a module as a new draft the caller owns'),
    idempotent: true,
    status: 201,
  },
  archiveModule: {
    ...moduleCall('POST', '/archive', 'Archive a module (owners)'),
    idempotent: true,
  },
  restoreModule: {
    ...moduleCall('POST', '/restore', 'Bring an archived module back as a draft (owners)'),
    idempotent: true,
  },
  publishModule: {
    ...moduleCall(
      'POST',
      '/publish',
      'Snapshot the draft as the next version learners see (owners and editors); a draft unchanged since the last version publishes that version again, making no new one',
    ),
    idempotent: true,
  },
  unpublishModule: {
    ...moduleCall(
      'POST',
      '/unpublish',
      'Hide the published version from learners (owners and editors)',
    ),
    idempotent: true,
  },
  moveOutlineItem: {
    ...moduleCall('POST', '/outline/move', 'Move a section, unit or activity to a new position'),
    idempotent: true,
    body: outlineMoveRequestSchema,
  },

  uploadModuleImage: {
    ...moduleCall('POST', '/images', 'Upload an image for this module (owners and editors)'),
    idempotent: true,
    bodyType: 'multipart',
    status: 201,
    response: moduleImageResponseSchema,
  },
  // Public by design: <img> cannot send a bearer token, and the random name is the capability.
  moduleImage: {
    api: 'sparked',
    method: 'GET',
    path: '/module-images/{fileName}',
    auth: 'public',
    retry: false,
    params: z.strictObject({ fileName: moduleImageNameSchema }),
    produces: 'image/webp',
    summary: 'A module image, by the name its upload answered',
    tags,
  },

  // The sites authors may embed: any educator reads the list, admins keep it.
  embeddableHosts: {
    api: 'sparked',
    method: 'GET',
    path: '/embeddable-hosts',
    auth: educators,
    response: embeddableHostsResponseSchema,
    summary: 'Sites that iframe activities and embeds may show',
    tags,
  },
  addEmbeddableHost: {
    api: 'sparked',
    method: 'POST',
    path: '/embeddable-hosts',
    auth: ['admin'],
    idempotent: true,
    body: embeddableHostRequestSchema,
    status: 201,
    response: embeddableHostResponseSchema,
    summary: 'Allow a site to be embedded (admins)',
    tags,
  },
  removeEmbeddableHost: {
    api: 'sparked',
    method: 'DELETE',
    path: '/embeddable-hosts/{host}',
    auth: ['admin'],
    params: z.strictObject({ host: embeddableHostSchema }),
    status: 204,
    summary: 'Stop allowing a site to be embedded (admins); existing embeds stop showing',
    tags,
  },
} as const satisfies Record<string, Endpoint>;

/** A module's outline: its sections, units and activities. */
export const moduleOutlineEndpoints = {
  createSection: {
    ...moduleCall('POST', '/sections', 'Add a section'),
    idempotent: true,
    body: sectionCreateRequestSchema,
    status: 201,
    response: createdResponseSchema,
  },
  renameSection: {
    ...moduleCall('PUT', '/sections/{sectionId}', 'Rename a section'),
    params: sectionParams,
    body: renameRequestSchema,
  },
  deleteSection: {
    ...moduleCall(
      'DELETE',
      '/sections/{sectionId}',
      'Delete a section with its units and activities',
    ),
    params: sectionParams,
  },

  createUnit: {
    ...moduleCall('POST', '/units', 'Add a unit to a section'),
    idempotent: true,
    body: unitCreateRequestSchema,
    status: 201,
    response: createdResponseSchema,
  },
  renameUnit: {
    ...moduleCall('PUT', '/units/{unitId}', 'Rename a unit'),
    params: unitParams,
    body: renameRequestSchema,
  },
  deleteUnit: {
    ...moduleCall('DELETE', '/units/{unitId}', 'Delete a unit with its activities'),
    params: unitParams,
  },

  createActivity: {
    ...moduleCall('POST', '/activities', 'Add an activity to a unit'),
    idempotent: true,
    body: activityCreateRequestSchema,
    maxBodyBytes: 1024 * 1024,
    status: 201,
    response: createdResponseSchema,
  },
  activity: {
    ...moduleCall('GET', '/activities/{activityId}', "An activity's draft content (any author)"),
    params: activityParams,
    response: activityResponseSchema,
  },
  updateActivity: {
    ...moduleCall('PUT', '/activities/{activityId}', "Save an activity's title or content"),
    params: activityParams,
    body: activityUpdateRequestSchema,
    maxBodyBytes: 1024 * 1024,
    response: activityResponseSchema,
  },
  deleteActivity: {
    ...moduleCall('DELETE', '/activities/{activityId}', 'Delete an activity'),
    params: activityParams,
  },
} as const satisfies Record<string, Endpoint>;
