import { z } from 'zod';
import { classParams } from '../classes/endpoints';
import { activityStateSchema, completionRewardsSchema } from '../learning/schemas';
import { educators, moduleParams } from '../modules/endpoints';
import {
  scormCommitRequestSchema,
  scormLaunchResponseSchema,
  scormPackageIdSchema,
  scormPackageResponseSchema,
  scormSavedSchema,
} from './schemas';

const tags = ['SCORM'];

/** SCORM packages: uploaded by authors, launched from the sandbox origin, tracked by the player. */
export const scormEndpoints = {
  uploadScormPackage: {
    api: 'sparked',
    method: 'POST',
    path: '/modules/{moduleId}/scorm-packages',
    auth: educators,
    params: moduleParams,
    idempotent: true,
    bodyType: 'multipart',
    status: 201,
    response: scormPackageResponseSchema,
    summary: 'Upload a SCORM 1.2 or 2004 zip for a SCORM activity (owners and editors)',
    tags,
  },
  scormLaunch: {
    api: 'sparked',
    method: 'GET',
    path: '/scorm-packages/{packageId}/launch',
    auth: 'user',
    params: z.strictObject({ packageId: scormPackageIdSchema }),
    response: scormLaunchResponseSchema,
    summary: "Where a package's launcher is served (the sandbox origin)",
    tags,
  },
  saveScormRuntime: {
    api: 'sparked',
    method: 'POST',
    path: '/player/classes/{classId}/modules/{moduleId}/activities/{activityId}/scorm',
    auth: 'user',
    params: classParams.extend({
      moduleId: z.uuid('moduleId must be a module id.'),
      activityId: z.uuid('activityId must be an activity id.'),
    }),
    idempotent: true,
    maxBodyBytes: 256 * 1024,
    body: scormCommitRequestSchema,
    response: z.object({
      data: z.object({
        state: activityStateSchema,
        completion: completionRewardsSchema,
        /** What the next launch resumes from. */
        runtime: scormSavedSchema.shape.runtime,
      }),
    }),
    summary: "Save a SCORM package's runtime data (status, score, suspend data, time)",
    tags: ['Player'],
  },
} as const;
