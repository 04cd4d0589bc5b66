import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import {
  academyCatalogueResponseSchema,
  academyEnrolResponseSchema,
  academyModuleResponseSchema,
  academyQuerySchema,
} from './schemas';

const academyTags = ['Academy'];
const academyModuleParams = z.strictObject({ moduleId: z.uuid('moduleId must be a module id.') });

/** The academy: self-enrolment in listed modules. */
export const academyEndpoints = {
  academy: {
    api: 'sparked',
    method: 'GET',
    path: '/academy/modules',
    auth: 'public',
    query: academyQuerySchema,
    response: academyCatalogueResponseSchema,
    summary: 'The academy catalogue of listed, published modules',
    tags: academyTags,
  },
  academyModule: {
    api: 'sparked',
    method: 'GET',
    path: '/academy/modules/{moduleId}',
    auth: 'public',
    params: academyModuleParams,
    response: academyModuleResponseSchema,
    summary: "A listed module's page, with the caller's enrolment when signed in",
    tags: academyTags,
  },
  academyEnrol: {
    api: 'sparked',
    method: 'POST',
    path: '/academy/modules/{moduleId}/enrol',
    auth: ['student'],
    idempotent: true,
    params: academyModuleParams,
    response: academyEnrolResponseSchema,
    summary: 'Take a listed module on your own (students)',
    tags: academyTags,
  },
} as const satisfies Record<string, Endpoint>;
