import type { Endpoint, UserRole } from '@sparked/contracts';
import type { TestApp } from './test-app';
import { bearer, createUser, registerStudent, signIn } from './users';

/**
 * Signs in one user of every role and answers, for an operation, the headers of a role it
 * admits (the first it lists), so generated requests get past authorisation to validation.
 */
export async function signInEveryRole(
  t: TestApp,
): Promise<(endpoint: Endpoint) => Record<string, string>> {
  const tokens = new Map<UserRole, string>();
  tokens.set('student', (await registerStudent(t.app)).accessToken);
  for (const role of ['facilitator', 'admin'] as const)
    tokens.set(
      role,
      (await signIn(t.app, (await createUser(t.database.db, role)).email)).accessToken,
    );
  return (endpoint) => {
    if (endpoint.auth === 'public') return {};
    const role = endpoint.auth === 'user' ? 'student' : endpoint.auth[0];
    const token = role ? tokens.get(role) : undefined;
    return token ? bearer(token) : {};
  };
}
