import {
  type LoginRequest,
  type RegisterStudentRequest,
  type SessionResponse,
  sessionResponseSchema,
} from '@sparked/contracts';
import { type ApiClient, type ApiResult, validateResult } from '@sparked/features/api-client';

/** POST /sso/auth/login or /sso/auth/register/student: both answer with tokens and the user. */
export async function startSession(
  client: ApiClient,
  call:
    | { endpoint: 'login'; body: LoginRequest }
    | { endpoint: 'registerStudent'; body: RegisterStudentRequest },
): Promise<ApiResult<SessionResponse>> {
  return validateResult(
    await client.request(call.endpoint, { body: call.body }),
    sessionResponseSchema,
  );
}
