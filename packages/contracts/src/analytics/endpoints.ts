import type { Endpoint } from '../shared/endpoint';
import { analyticsEventRequestSchema, analyticsEventResponseSchema } from './schemas';

/** Page-view analytics. */
export const analyticsEndpoints = {
  analyticsEvent: {
    api: 'main',
    method: 'POST',
    path: '/analytics/events',
    auth: 'public',
    body: analyticsEventRequestSchema,
    status: 202,
    response: analyticsEventResponseSchema,
    summary: "Record a page view (anonymous, or the signed-in user's)",
    tags: ['Site'],
  },
} as const satisfies Record<string, Endpoint>;
