import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/sso/passwords';

export const testPassword = 'correct horse battery staple';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; role: string };
  cookies: Record<string, string>;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function registerStudent(
  app: FastifyInstance,
  email = uniqueEmail('student'),
  names = { firstName: 'Test', lastName: 'Student' },
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/sso/auth/register/student',
    payload: { ...names, email, password: testPassword },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...response.json().data, cookies: cookieMap(response.cookies) };
}

/** Staff accounts are not self-registered; tests insert them like the seed does. */
export async function createUser(
  db: Database,
  role: 'admin' | 'facilitator' | 'student',
  email = uniqueEmail(role),
) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Test',
      lastName: role,
      role,
      passwordHash: await hashPassword(testPassword),
    })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('user was not created');
  return user;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = testPassword,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/sso/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { ...response.json().data, cookies: cookieMap(response.cookies) };
}

export function cookieMap(
  cookies: ReadonlyArray<{ name: string; value: string }>,
): Record<string, string> {
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
