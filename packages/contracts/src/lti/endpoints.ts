import { z } from 'zod';
import { jwksResponseSchema } from '../platform/schemas';
import type { Endpoint } from '../shared/endpoint';
import {
  ltiHandoverResponseSchema,
  ltiLaunchRequestSchema,
  ltiLoginRequestSchema,
  ltiPlatformIdSchema,
  ltiPlatformRequestSchema,
  ltiPlatformResponseSchema,
  ltiPlatformsResponseSchema,
  ltiSessionRequestSchema,
  ltiSessionResponseSchema,
} from './schemas';

const registrationTags = ['LTI platforms'];
const toolTags = ['LTI tool'];
const platformParams = z.strictObject({ id: ltiPlatformIdSchema });

/** The LMSs an admin registers (LTI 1.3), under the Sparked API. */
export const ltiPlatformEndpoints = {
  ltiPlatforms: {
    api: 'sparked',
    method: 'GET',
    path: '/lti/platforms',
    auth: ['admin'],
    response: ltiPlatformsResponseSchema,
    summary: 'The registered LTI platforms',
    tags: registrationTags,
  },
  createLtiPlatform: {
    api: 'sparked',
    method: 'POST',
    path: '/lti/platforms',
    auth: ['admin'],
    body: ltiPlatformRequestSchema,
    response: ltiPlatformResponseSchema,
    status: 201,
    idempotent: true,
    summary: 'Register an LMS as an LTI 1.3 platform',
    tags: registrationTags,
  },
  ltiPlatform: {
    api: 'sparked',
    method: 'GET',
    path: '/lti/platforms/{id}',
    auth: ['admin'],
    params: platformParams,
    response: ltiPlatformResponseSchema,
    summary: 'One registered LTI platform',
    tags: registrationTags,
  },
  updateLtiPlatform: {
    api: 'sparked',
    method: 'PUT',
    path: '/lti/platforms/{id}',
    auth: ['admin'],
    params: platformParams,
    body: ltiPlatformRequestSchema,
    response: ltiPlatformResponseSchema,
    summary: 'Change a registered LTI platform',
    tags: registrationTags,
  },
  deleteLtiPlatform: {
    api: 'sparked',
    method: 'DELETE',
    path: '/lti/platforms/{id}',
    auth: ['admin'],
    params: platformParams,
    status: 204,
    summary: 'Remove a registered LTI platform; its launches stop working',
    tags: registrationTags,
  },
  ltiSession: {
    api: 'sparked',
    method: 'POST',
    path: '/lti/sessions',
    auth: 'public',
    retry: false,
    body: ltiSessionRequestSchema,
    response: ltiSessionResponseSchema,
    summary: "Exchange a launch's one-time code for a session",
    tags: toolTags,
  },
  ltiHandover: {
    api: 'sparked',
    method: 'POST',
    path: '/lti/handovers',
    auth: 'user',
    idempotent: true,
    response: ltiHandoverResponseSchema,
    status: 201,
    summary: 'A one-time code that signs a new tab in as the caller (opened from an LMS frame)',
    tags: toolTags,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * What an LMS calls (LTI 1.3 Core and the 1EdTech Security Framework), at the root's `/lti`: the
 * addresses a platform registers stay the same whatever the APIs are called. A browser reaches
 * them inside the LMS, so a refusal answers a page when HTML is accepted.
 */
export const ltiToolEndpoints = {
  ltiLogin: {
    api: 'lti',
    method: 'GET',
    path: '/login',
    auth: 'public',
    retry: false,
    query: ltiLoginRequestSchema,
    status: 302,
    summary: 'Third-party initiated login: redirects to the platform with state and nonce',
    tags: toolTags,
  },
  ltiLoginForm: {
    api: 'lti',
    method: 'POST',
    path: '/login',
    auth: 'public',
    retry: false,
    bodyType: 'form',
    body: ltiLoginRequestSchema,
    status: 302,
    summary: 'Third-party initiated login, posted as a form',
    tags: toolTags,
  },
  ltiLaunch: {
    api: 'lti',
    method: 'POST',
    path: '/launch',
    auth: 'public',
    retry: false,
    bodyType: 'form',
    body: ltiLaunchRequestSchema,
    produces: 'text/html',
    summary: 'The launch: checks the id_token and signs the person in to Sparked',
    tags: toolTags,
  },
  ltiJwks: {
    api: 'lti',
    method: 'GET',
    path: '/jwks',
    auth: 'public',
    retry: false,
    response: jwksResponseSchema,
    summary: "The tool's public keys, as platforms register them",
    tags: toolTags,
  },
} as const satisfies Record<string, Endpoint>;
