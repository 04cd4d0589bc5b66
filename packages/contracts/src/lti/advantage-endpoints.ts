import { z } from 'zod';
import { classIdSchema } from '../classes/schemas';
import type { Endpoint } from '../shared/endpoint';
import {
  ltiClassLinkResponseSchema,
  ltiRosterSyncResponseSchema,
  ltiScoreResendRequestSchema,
  ltiScoreResendResponseSchema,
} from './advantage-schemas';

const educators = ['admin', 'facilitator'] as const;
const params = z.strictObject({ classId: classIdSchema });
const tags = ['LTI services'];

/** A class's LMS as its teachers use it: grades sent back, and the roster brought in. */
export const ltiAdvantageEndpoints = {
  ltiClassLink: {
    api: 'sparked',
    method: 'GET',
    path: '/classes/{classId}/lms',
    auth: educators,
    params,
    response: ltiClassLinkResponseSchema,
    summary:
      "A class's LMS: each student's grades sent, pending or failed, and the last roster sync",
    tags,
  },
  syncLtiRoster: {
    api: 'sparked',
    method: 'POST',
    path: '/classes/{classId}/lms/roster-sync',
    auth: educators,
    params,
    response: ltiRosterSyncResponseSchema,
    idempotent: true,
    summary: "Bring in the class's roster from its LMS (Names and Role Provisioning)",
    tags,
  },
  resendLtiScores: {
    api: 'sparked',
    method: 'POST',
    path: '/classes/{classId}/lms/scores/resend',
    auth: educators,
    params,
    body: ltiScoreResendRequestSchema,
    response: ltiScoreResendResponseSchema,
    idempotent: true,
    summary: "Send a student's scores the LMS refused again (they wait for the sender once more)",
    tags,
  },
} as const satisfies Record<string, Endpoint>;
