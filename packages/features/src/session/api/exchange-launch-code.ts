import { type ApiClient, callEndpoint } from '@sparked/features/api-client';
import type { StartedSession } from './start-session';

/**
 * POST /sparked-api/lti/sessions: an LMS launch's one-time code (from the launch page's address
 * fragment) for the same tokens and user signing in gives. Rejects with an ApiError (401 when the
 * code was used or has expired).
 */
export async function exchangeLaunchCode(client: ApiClient, code: string): Promise<StartedSession> {
  return (await callEndpoint(client, 'ltiSession', { body: { code } })).data;
}
