import type { LoginRequest, RegisterStudentRequest, SessionResponse } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '@sparked/features/api-client';

export type StartedSession = SessionResponse['data'];

/**
 * POST /sso/auth/login or /sso/auth/register/student: both answer with tokens and the user.
 * Rejects with an ApiError carrying the server's sentence and field issues.
 */
export async function startSession(
  client: ApiClient,
  call:
    | { endpoint: 'login'; body: LoginRequest }
    | { endpoint: 'registerStudent'; body: RegisterStudentRequest },
): Promise<StartedSession> {
  const answer =
    call.endpoint === 'login'
      ? await callEndpoint(client, 'login', { body: call.body })
      : await callEndpoint(client, 'registerStudent', { body: call.body });
  return answer.data;
}
