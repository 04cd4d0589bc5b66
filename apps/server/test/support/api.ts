import type { TestApp } from './test-app';
import { bearer, createUser, signIn } from './users';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call's arguments after the app: who (an access token, or null for nobody), how and what. */
export type ApiCall = [token: string | null, method: Method, url: string, payload?: object];

/** Calls `/sparked-api{url}` as a client would: the status and the JSON body, if any. */
export async function callApi(t: TestApp, ...[token, method, url, payload]: ApiCall) {
  const response = await t.app.inject({
    method,
    url: `/sparked-api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/** Someone signed in, as the tests of learning call the API for them. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** `callApi` as a person, on the app the suite has booted by the time of the call. */
export const personCaller =
  (app: () => TestApp) => (who: Person, method: Method, url: string, payload?: object) =>
    callApi(app(), who.token, method, url, payload);

/** A new account with `role`, inserted as the seed does and signed in: its access token. */
export async function tokenOf(t: TestApp, role: 'admin' | 'facilitator' | 'student') {
  return (await signIn(t.app, (await createUser(t.database.db, role)).email)).accessToken;
}
