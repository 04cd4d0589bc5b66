import type { AccessTokenClaims, ModuleAuthorRole } from '@sparked/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type AccessContext, checkAccess } from './check-access';

const claims = (user_role: AccessTokenClaims['user_role']): AccessTokenClaims => ({
  id: 'u1',
  email: 'u1@example.test',
  user_role,
  iat: 0,
  exp: 9_999_999_999,
});

function context(session: AccessTokenClaims | null, author: ModuleAuthorRole | null = null) {
  const calls: string[] = [];
  const ctx: AccessContext = {
    resolveClaims: vi.fn(async () => {
      calls.push('session');
      return session;
    }),
    authorRole: vi.fn(async (moduleId: string) => {
      calls.push(`author:${moduleId}`);
      return author;
    }),
  };
  return { ctx, calls };
}

const editor = {
  auth: true,
  roles: ['admin', 'facilitator'] as const,
  moduleAuthor: { moduleId: 'm1', allowViewers: false },
};

describe('checkAccess', () => {
  it('checks the module author before the role: a non-author student is denied the module, not the role', async () => {
    const { ctx, calls } = context(claims('student'), null);
    expect(await checkAccess(editor, ctx)).toEqual({ kind: 'module-denied', moduleId: 'm1' });
    expect(calls).toEqual(['session', 'author:m1']);
  });

  it('checks the role after authorship: an author without an educator role goes home', async () => {
    const { ctx } = context(claims('student'), 'owner');
    expect(await checkAccess(editor, ctx)).toEqual({ kind: 'home' });
  });

  it('sends a visitor with no session to sign in without asking about authorship', async () => {
    const { ctx, calls } = context(null, 'owner');
    expect(await checkAccess(editor, ctx)).toEqual({ kind: 'sign-in' });
    expect(calls).toEqual(['session']);
  });

  it('refuses viewers where viewers are not allowed and admits them where they are', async () => {
    const denied = context(claims('facilitator'), 'viewer');
    expect(await checkAccess(editor, denied.ctx)).toMatchObject({ kind: 'module-denied' });
    const allowed = context(claims('facilitator'), 'viewer');
    const contents = { ...editor, moduleAuthor: { moduleId: 'm1', allowViewers: true } };
    expect(await checkAccess(contents, allowed.ctx)).toMatchObject({ kind: 'allow' });
  });

  it('resolves the session once however many checks need it', async () => {
    const { ctx } = context(claims('admin'), 'editor');
    expect(await checkAccess(editor, ctx)).toEqual({ kind: 'allow', claims: claims('admin') });
    expect(ctx.resolveClaims).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in user with the wrong role home and lets public routes through untouched', async () => {
    const student = context(claims('student'));
    expect(await checkAccess({ auth: true, roles: ['admin'] }, student.ctx)).toEqual({
      kind: 'home',
    });
    const visitor = context(null);
    expect(await checkAccess({}, visitor.ctx)).toEqual({ kind: 'allow', claims: null });
    expect(visitor.calls).toEqual([]);
  });
});
