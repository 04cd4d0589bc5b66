import { z } from 'zod';
import { classParams } from '../classes/endpoints';
import type { Endpoint } from '../shared/endpoint';
import type { HttpMethod } from '../shared/endpoint-route';
import {
  checkRequestSchema,
  checkResponseSchema,
  completeRequestSchema,
  completeResponseSchema,
  formDraftRequestSchema,
  learnerActivityResponseSchema,
  learnerOutlineResponseSchema,
  progressRequestSchema,
  progressResponseSchema,
  submitRequestSchema,
  submitResponseSchema,
} from './schemas';

const playerTags = ['Player'];
const playerModuleParams = classParams.extend({
  moduleId: z.uuid('moduleId must be a module id.'),
});
const playerActivityParams = playerModuleParams.extend({
  activityId: z.uuid('activityId must be an activity id.'),
});
const playerCall = (method: HttpMethod, path: string, summary: string) =>
  ({
    api: 'sparked',
    method,
    path: `/player/classes/{classId}/modules/{moduleId}/activities/{activityId}${path}`,
    auth: 'user',
    params: playerActivityParams,
    summary,
    tags: playerTags,
  }) as const;

/** The player: a student's way through a class's modules. Enrolment is checked on every call. */
export const playerEndpoints = {
  learnerModule: {
    api: 'sparked',
    method: 'GET',
    path: '/player/classes/{classId}/modules/{moduleId}',
    auth: 'user',
    params: playerModuleParams,
    response: learnerOutlineResponseSchema,
    summary: "A class module's map with the student's status per activity",
    tags: playerTags,
  },
  learnerActivity: {
    ...playerCall(
      'GET',
      '',
      'An activity to play, without answers, with where the student left it',
    ),
    response: learnerActivityResponseSchema,
  },
  saveProgress: {
    ...playerCall('POST', '/progress', 'Save where the student is (page, time)'),
    idempotent: true,
    body: progressRequestSchema,
    response: progressResponseSchema,
  },
  submitForm: {
    ...playerCall('POST', '/submit', "Submit a form's answers: marked, scored and rewarded once"),
    idempotent: true,
    body: submitRequestSchema,
    response: submitResponseSchema,
  },
  saveFormDraft: {
    ...playerCall('PUT', '/draft', "Keep a form's answers so far, replacing the last draft"),
    body: formDraftRequestSchema,
    status: 204,
  },
  completeActivity: {
    ...playerCall('POST', '/complete', 'Complete an e-book, or an iframe after its time'),
    idempotent: true,
    body: completeRequestSchema,
    response: completeResponseSchema,
  },
  checkAnswer: {
    ...playerCall('POST', '/check', "Check an answer to an e-book's practice question"),
    idempotent: true,
    body: checkRequestSchema,
    response: checkResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
