import type {
  LoginRequest,
  RegisterStudentRequest,
  RegisterStudentResponse,
  SessionResponse,
} from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '@sparked/features/api-client';

export type StartedSession = SessionResponse['data'];
/** A new account's session, or `checkEmail` for an address that has an account already. */
export type Registration = RegisterStudentResponse['data'];

/**
 * POST /sso/auth/login: tokens and the user. Rejects with an ApiError carrying the server's
 * sentence and field issues, like `register`.
 */
export async function logIn(client: ApiClient, body: LoginRequest): Promise<StartedSession> {
  return (await callEndpoint(client, 'login', { body })).data;
}

/** POST /sso/auth/register/student: tokens and the user, or `checkEmail` (nothing to store). */
export async function register(
  client: ApiClient,
  body: RegisterStudentRequest,
): Promise<Registration> {
  return (await callEndpoint(client, 'registerStudent', { body })).data;
}
