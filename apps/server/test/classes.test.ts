import { codeAlphabet } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn, uniqueEmail } from './support/users';

let t: TestApp;
let clock = new Date('2027-01-10T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, () => clock);
});
afterAll(() => t.close());

interface Person {
  id: string;
  email: string;
  token: string;
}
async function staff(role: 'facilitator' | 'admin' = 'facilitator'): Promise<Person> {
  const user = await createUser(t.database.db, role);
  return { ...user, token: (await signIn(t.app, user.email)).accessToken };
}
async function student(): Promise<Person> {
  const session = await registerStudent(t.app);
  return { id: session.user.id, email: session.user.email, token: session.accessToken };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(
  who: Person | null,
  method: Method,
  url: string,
  payload?: object,
  ip = '10.9.0.1',
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const inDays = (days: number) => new Date(clock.getTime() + days * 86_400_000).toISOString();

async function classOf(teacher: Person, details: object = {}) {
  const created = await call(teacher, 'POST', '/sparked-api/classes', {
    name: 'Year 8 Science',
    ...details,
  });
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}
async function codeFor(teacher: Person, classId: string, extra: object = {}) {
  const created = await call(teacher, 'POST', `/sparked-api/classes/${classId}/join-code`, {
    expiresAt: inDays(14),
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body.data.code as string;
}

describe('classes', () => {
  it('creates a class with private-by-default settings that only its teachers and admins see', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const read = await call(teacher, 'GET', `/sparked-api/classes/${classId}`);
    expect(read.body.data).toMatchObject({
      name: 'Year 8 Science',
      joinMode: 'approval',
      showFirstNames: false,
      students: 0,
      joinCode: null,
      teacher: { id: teacher.id, name: 'Test facilitator' },
    });
    expect((await call(await staff(), 'GET', `/sparked-api/classes/${classId}`)).status).toBe(404);
    expect(
      (await call(await staff('admin'), 'GET', `/sparked-api/classes/${classId}`)).status,
    ).toBe(200);
    const list = await call(teacher, 'GET', '/sparked-api/classes');
    expect(list.body.data.classes.map((c: { id: string }) => c.id)).toEqual([classId]);
  });

  it('lets a co-teacher in, and refuses students as co-teachers', async () => {
    const teacher = await staff();
    const colleague = await staff();
    const classId = await classOf(teacher);
    const added = await call(teacher, 'POST', `/sparked-api/classes/${classId}/teachers`, {
      email: colleague.email,
    });
    expect(added.body.data.coTeachers).toEqual([
      { id: colleague.id, name: 'Test facilitator', email: colleague.email },
    ]);
    expect((await call(colleague, 'GET', `/sparked-api/classes/${classId}`)).status).toBe(200);
    const pupil = await student();
    const refused = await call(teacher, 'POST', `/sparked-api/classes/${classId}/teachers`, {
      email: pupil.email,
    });
    expect(refused.body.error).toBe('Only educators can teach a class.');
  });

  it('assigns only published modules the teacher authors', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const draft = await call(teacher, 'POST', '/sparked-api/modules', { title: 'Draft' });
    const refused = await call(teacher, 'PUT', `/sparked-api/classes/${classId}/modules`, {
      modules: [{ moduleId: draft.body.data.id }],
    });
    expect(refused.body.error).toBe('Publish a module before assigning it to a class.');
    await call(teacher, 'POST', `/sparked-api/modules/${draft.body.data.id}/publish`);
    const assigned = await call(teacher, 'PUT', `/sparked-api/classes/${classId}/modules`, {
      modules: [{ moduleId: draft.body.data.id, dueAt: inDays(7) }],
    });
    expect(assigned.body.data.modules).toEqual([
      { moduleId: draft.body.data.id, title: 'Draft', version: 1, dueAt: inDays(7) },
    ]);
    const other = await staff();
    const theirs = await call(other, 'POST', '/sparked-api/modules', { title: 'Theirs' });
    await call(other, 'POST', `/sparked-api/modules/${theirs.body.data.id}/publish`);
    const notMine = await call(teacher, 'PUT', `/sparked-api/classes/${classId}/modules`, {
      modules: [{ moduleId: theirs.body.data.id }],
    });
    expect(notMine.status).toBe(404);
  });
});

describe('join codes', () => {
  it('draws 8 unambiguous characters and keeps one active code per class', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const first = await codeFor(teacher, classId);
    expect(first).toMatch(new RegExp(`^[${codeAlphabet}]{8}$`));
    expect(first).not.toMatch(/[01OIL]/);
    const second = await codeFor(teacher, classId);
    expect(second).not.toBe(first);
    const pupil = await student();
    const old = await call(pupil, 'POST', `/sparked-api/classes/${classId}/join`, { code: first });
    expect(old).toMatchObject({
      status: 400,
      body: { error: 'That code does not work for this class. Check it with your teacher.' },
    });
    const joined = await call(pupil, 'POST', `/sparked-api/classes/${classId}/join`, {
      code: second.toLowerCase(),
    });
    expect(joined.body.data).toEqual({ classId, status: 'active' });
  });

  it('refuses expired and used-up codes, and codes after revoking', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const code = await codeFor(teacher, classId, { maxUses: 1 });
    expect(
      (await call(await student(), 'POST', `/sparked-api/classes/${classId}/join`, { code }))
        .status,
    ).toBe(200);
    const usedUp = await call(await student(), 'POST', `/sparked-api/classes/${classId}/join`, {
      code,
    });
    expect(usedUp.body.error).toBe(
      'This code has been used as many times as your teacher allowed. Ask them for a new one.',
    );

    const expiring = await codeFor(teacher, classId, { expiresAt: inDays(1) });
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const expired = await call(await student(), 'POST', `/sparked-api/classes/${classId}/join`, {
      code: expiring,
    });
    expect(expired.body.error).toBe('This code has expired. Ask your teacher for a new one.');

    const revokedCode = await codeFor(teacher, classId);
    await call(teacher, 'DELETE', `/sparked-api/classes/${classId}/join-code`);
    const revoked = await call(await student(), 'POST', `/sparked-api/classes/${classId}/join`, {
      code: revokedCode,
    });
    expect(revoked.status).toBe(400);
    const past = await call(teacher, 'POST', `/sparked-api/classes/${classId}/join-code`, {
      expiresAt: inDays(-1),
    });
    expect(past.body.error).toBe('Choose an expiry at least a minute from now.');
  });

  it('stops guessing after 10 wrong codes from one account', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const code = await codeFor(teacher, classId);
    const guesser = await student();
    for (let index = 0; index < 10; index += 1) {
      const guess = await call(
        guesser,
        'POST',
        `/sparked-api/classes/${classId}/join`,
        {
          code: 'ABCDEFGH',
        },
        `10.9.1.${index}`,
      );
      expect(guess.status).toBe(400);
    }
    const blocked = await call(guesser, 'POST', `/sparked-api/classes/${classId}/join`, { code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many attempts/);
  });
});

describe('joining without a code and the roster', () => {
  it('queues a request in an approval class; the teacher approves; real names only for teachers', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const pupil = await student();
    const asked = await call(pupil, 'POST', `/sparked-api/classes/${classId}/join`, {});
    expect(asked.body.data.status).toBe('pending');
    const mine = await call(pupil, 'GET', '/sparked-api/my/classes');
    expect(mine.body.data).toEqual([
      {
        id: classId,
        name: 'Year 8 Science',
        academy: false,
        teacher: 'Test facilitator',
        status: 'pending',
        modules: [],
      },
    ]);
    const roster = await call(teacher, 'GET', `/sparked-api/classes/${classId}/students`);
    expect(roster.body.data).toEqual([
      expect.objectContaining({ userId: pupil.id, status: 'pending', name: 'Test Student' }),
    ]);
    expect(roster.body.data[0].nickname).toMatch(/^\w+ \w+ \d{2}$/);
    expect((await call(pupil, 'GET', `/sparked-api/classes/${classId}/students`)).status).toBe(403);
    const approved = await call(
      teacher,
      'POST',
      `/sparked-api/classes/${classId}/students/${pupil.id}/approve`,
    );
    expect(approved.body.data[0].status).toBe('active');
  });

  it('takes anyone into an open class, nobody into a closed one, and lets students leave', async () => {
    const teacher = await staff();
    const open = await classOf(teacher, { joinMode: 'open' });
    const closed = await classOf(teacher, { joinMode: 'closed' });
    const pupil = await student();
    expect(
      (await call(pupil, 'POST', `/sparked-api/classes/${open}/join`, {})).body.data.status,
    ).toBe('active');
    const refused = await call(pupil, 'POST', `/sparked-api/classes/${closed}/join`, {});
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'This class is not taking new students.' },
    });
    expect((await call(pupil, 'DELETE', `/sparked-api/classes/${open}/membership`)).status).toBe(
      204,
    );
    expect((await call(pupil, 'GET', '/sparked-api/my/classes')).body.data).toEqual([]);
  });

  it('adds students by email, refuses staff, removes', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const pupil = await student();
    const added = await call(teacher, 'POST', `/sparked-api/classes/${classId}/students`, {
      email: pupil.email.toUpperCase(),
    });
    expect(added.status).toBe(201);
    expect(added.body.data[0]).toMatchObject({ userId: pupil.id, status: 'active' });
    const staffer = await staff();
    expect(
      (
        await call(teacher, 'POST', `/sparked-api/classes/${classId}/students`, {
          email: staffer.email,
        })
      ).body.error,
    ).toBe('Only student accounts can join a class as students.');
    const removed = await call(
      teacher,
      'DELETE',
      `/sparked-api/classes/${classId}/students/${pupil.id}`,
    );
    expect(removed.body.data).toEqual([]);
  });

  it('shows a public landing without student details', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher, { description: 'Forces and motion' });
    const landing = await call(null, 'GET', `/sparked-api/classes/${classId}/landing`);
    expect(landing.body.data).toEqual({
      id: classId,
      name: 'Year 8 Science',
      description: 'Forces and motion',
      teacher: 'Test facilitator',
      joinMode: 'approval',
      modules: [],
      price: null,
      purchasable: true,
    });
  });
});

describe('classmates', () => {
  it('shows students each other by nickname until the teacher turns first names on', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher, { joinMode: 'open' });
    const [ada, ben, outsider] = [await student(), await student(), await student()];
    for (const person of [ada, ben]) {
      await call(person, 'POST', `/sparked-api/classes/${classId}/join`, {});
    }
    const url = `/sparked-api/classes/${classId}/classmates`;

    const hidden = (await call(ada, 'GET', url)).body.data;
    expect(hidden.firstNames).toBe(false);
    expect(hidden.classmates).toHaveLength(2);
    for (const mate of hidden.classmates) {
      // "Brave Otter 42": an adjective, an animal and a number, never the person's name.
      expect(mate.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d+$/);
      expect(Object.keys(mate).sort()).toEqual(['name', 'userId', 'you']);
    }
    expect(hidden.classmates.find((mate: { you: boolean }) => mate.you).userId).toBe(ada.id);
    expect(JSON.stringify(hidden)).not.toContain('@');

    await call(teacher, 'PUT', `/sparked-api/classes/${classId}`, { showFirstNames: true });
    const shown = (await call(ben, 'GET', url)).body.data;
    expect(shown.firstNames).toBe(true);
    expect(shown.classmates.map((mate: { name: string }) => mate.name)).toEqual(['Test', 'Test']);
    expect((await call(teacher, 'GET', url)).status).toBe(200);
    expect((await call(outsider, 'GET', url)).status).toBe(404);
  });
});

describe('referral codes (spec §7)', () => {
  it('are generated by admins only and enrol a student who registers with one', async () => {
    const teacher = await staff();
    const classId = await classOf(teacher);
    const url = `/sso/referral/sparked/classes/${classId}/generate`;
    expect((await call(teacher, 'POST', url)).status).toBe(403);
    const admin = await staff('admin');
    const generated = await call(admin, 'POST', url);
    expect(generated.status).toBe(201);
    const { code } = generated.body.data;

    const registered = await call(null, 'POST', '/sso/auth/register/student', {
      firstName: 'Referred',
      lastName: 'Student',
      email: uniqueEmail('referred'),
      password: 'correct horse battery staple',
      referralCode: code,
    });
    expect(registered.status).toBe(201);
    const newcomer = { id: '', email: '', token: registered.body.data.accessToken };
    const mine = await call(newcomer, 'GET', '/sparked-api/my/classes');
    expect(mine.body.data[0]).toMatchObject({ id: classId, status: 'active' });
    const listed = await call(admin, 'GET', `/sso/referral/sparked/classes/${classId}`);
    expect(listed.body.data[0]).toMatchObject({ code, uses: 1, revoked: false });

    await call(admin, 'DELETE', `/sso/referral/sparked/codes/${code}`);
    const email = uniqueEmail('late');
    const late = await call(null, 'POST', '/sso/auth/register/student', {
      firstName: 'Late',
      lastName: 'Student',
      email,
      password: 'correct horse battery staple',
      referralCode: code,
    });
    expect(late).toMatchObject({
      status: 400,
      body: { error: 'That referral code does not work. Check it, or register without one.' },
    });
    const retry = await call(null, 'POST', '/sso/auth/register/student', {
      firstName: 'Late',
      lastName: 'Student',
      email,
      password: 'correct horse battery staple',
    });
    expect(retry.status).toBe(201);
  });
});
