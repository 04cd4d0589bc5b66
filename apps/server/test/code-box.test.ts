import type { CodeBox } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classMembers } from '../src/db/schema';
import { buildPreviewServer } from '../src/modules/code-box/preview/preview-server';
import { as } from './support/economy';
import { fakeService } from './support/fake-service';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, type SignedIn } from './support/users';

const base = '/tools-api/gpt/code-box';

describe('the code box on the offline engine', () => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerStudent(t.app);
    other = await registerStudent(t.app);
  });
  afterAll(() => t.close());

  const create = async (session: SignedIn, prompt: string) => {
    const response = await as(t, session).post(base, { prompt });
    expect(response.statusCode).toBe(201);
    return response.json().data as CodeBox;
  };

  it('turns an idea into a box with a generated specification, listed for its owner only', async () => {
    const box = await create(owner, 'A quiz about the planets');
    expect(box).toMatchObject({
      title: 'The planets quiz',
      prompt: 'A quiz about the planets',
      codeVersions: 0,
    });
    expect(box.specifications).toHaveLength(1);
    expect(box.specifications[0]).toMatchObject({
      version: 1,
      source: 'generated',
      template: 'quiz',
    });
    expect(box.specifications[0]?.specification.inputs[0]).toMatch(/^Question: .+ Answer: .+/);

    const mine = (await as(t, owner).get(base)).json().data.codeBoxes;
    expect(mine.map((entry: { id: string }) => entry.id)).toContain(box.id);
    const theirs = (await as(t, other).get(base)).json().data.codeBoxes;
    expect(theirs.map((entry: { id: string }) => entry.id)).not.toContain(box.id);
  });

  it("answers 404 for another user's box, to every call, and changes nothing", async () => {
    const box = await create(owner, 'a to-do list');
    const code = { html: '<p>x</p>', css: '', js: '' };
    const attempts = [
      as(t, other).get(`${base}/${box.id}`),
      as(t, other).post(`${base}/generate/specifications`, { codeBoxId: box.id }),
      as(t, other).post(`${base}/${box.id}/update/specifications`, {
        specification: box.specifications[0]?.specification,
      }),
      as(t, other).post(`${base}/${box.id}/generate`, {}),
      as(t, other).put(`${base}/${box.id}/code`, { code }),
      as(t, other).post(`${base}/${box.id}/generate/feedback`, { level: 1 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(
        'There is no such code box. Start a new one from your list.',
      );
    }
    const after = (await as(t, owner).get(`${base}/${box.id}`)).json().data as CodeBox;
    expect([after.specifications.length, after.code.length, after.feedback.length]).toEqual([
      1, 0, 0,
    ]);
  });

  it('refuses an idea it cannot build with a 422 that says what it can, and saves nothing', async () => {
    const before = (await as(t, owner).get(base)).json().data.codeBoxes.length;
    const response = await as(t, owner).post(base, { prompt: 'an online shop for my band' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      error: expect.stringMatching(
        /^The offline code box builds a quiz, a set of flashcards, .+ or a drawing pad\./,
      ),
      issues: [{ path: 'prompt', message: expect.any(String) }],
    });
    expect((await as(t, owner).get(base)).json().data.codeBoxes).toHaveLength(before);
    expect((await as(t, owner).post(base, { prompt: ' ' })).statusCode).toBe(400);
  });

  it('keeps every specification and code version: edits and generations number on', async () => {
    const box = await create(owner, 'a quiz');
    const specification = {
      ...box.specifications[0]?.specification,
      inputs: ['Question: What colour is Mars? Answer: Red. Wrong: Blue, Green'],
    };
    const edited = (
      await as(t, owner).post(`${base}/${box.id}/update/specifications`, { specification })
    ).json().data as CodeBox;
    expect(
      edited.specifications.map((entry) => [entry.version, entry.source, entry.template]),
    ).toEqual([
      [2, 'edited', 'quiz'],
      [1, 'generated', 'quiz'],
    ]);

    const built = (await as(t, owner).post(`${base}/${box.id}/generate`, {})).json()
      .data as CodeBox;
    expect(built.code[0]).toMatchObject({
      version: 1,
      source: 'generated',
      specificationVersion: 2,
    });
    expect(built.code[0]?.code.js).toContain('What colour is Mars?');

    const fromFirst = (
      await as(t, owner).post(`${base}/${box.id}/generate`, { specificationVersion: 1 })
    ).json().data as CodeBox;
    expect(fromFirst.code[0]).toMatchObject({ version: 2, specificationVersion: 1 });
    expect(
      (await as(t, owner).post(`${base}/${box.id}/generate`, { specificationVersion: 9 }))
        .statusCode,
    ).toBe(404);

    const handEdit = {
      ...built.code[0]?.code,
      js: `${built.code[0]?.code.js}\nconst leftover = 1;`,
    };
    const saved = (await as(t, owner).put(`${base}/${box.id}/code`, { code: handEdit })).json()
      .data as CodeBox;
    expect(saved.code.map((entry) => [entry.version, entry.source])).toEqual([
      [3, 'edited'],
      [2, 'generated'],
      [1, 'generated'],
    ]);
    expect(saved.code[0]?.code.js).toContain('const leftover = 1;');

    const revised = (
      await as(t, owner).post(`${base}/generate/specifications`, {
        codeBoxId: box.id,
        prompt: 'a 3 minute timer instead',
      })
    ).json().data as CodeBox;
    expect(revised).toMatchObject({ prompt: 'a 3 minute timer instead', title: '3-minute timer' });
    expect(revised.specifications[0]).toMatchObject({
      version: 3,
      source: 'generated',
      template: 'timer',
    });
  });

  it('gives hints at the level asked for, on the newest code, and keeps them', async () => {
    const box = await create(owner, 'a dice game');
    const built = (await as(t, owner).post(`${base}/${box.id}/generate`, {})).json()
      .data as CodeBox;
    const code = built.code[0]?.code;
    await as(t, owner).put(`${base}/${box.id}/code`, {
      code: { ...code, js: `let spare = 0;\n${code?.js}` },
    });

    const first = (
      await as(t, owner).post(`${base}/${box.id}/generate/feedback`, { level: 1 })
    ).json().data as CodeBox;
    expect(first.feedback[0]).toMatchObject({ level: 1, codeVersion: 2, solution: null });
    expect(first.feedback[0]?.hints).toEqual([
      expect.objectContaining({
        title: '"spare" is never used',
        line: 1,
        pointer: null,
        example: null,
      }),
    ]);
    const second = (
      await as(t, owner).post(`${base}/${box.id}/generate/feedback`, { level: 2 })
    ).json().data as CodeBox;
    expect(second.feedback.map((entry) => entry.level)).toEqual([2, 1]);
    expect(second.feedback[0]?.hints[0]?.pointer).toBe(
      'Line 1: "spare" is declared but nothing reads or calls it.',
    );

    const onGenerated = (
      await as(t, owner).post(`${base}/${box.id}/generate/feedback`, {
        level: 1,
        codeVersion: 1,
      })
    ).json().data as CodeBox;
    expect(onGenerated.feedback[0]).toMatchObject({ codeVersion: 1, hints: [] });
    expect(
      (await as(t, owner).post(`${base}/${box.id}/generate/feedback`, { level: 4 })).statusCode,
    ).toBe(400);
  });

  it('shows the whole project at level 3 only where a class of the student allows it', async () => {
    const box = await create(owner, 'a calculator');
    await as(t, owner).post(`${base}/${box.id}/generate`, {});
    const hinted = (
      await as(t, owner).post(`${base}/${box.id}/generate/feedback`, { level: 3 })
    ).json().data as CodeBox;
    expect(hinted).toMatchObject({ fullCodeAllowed: false });
    expect(hinted.feedback[0]?.solution).toBeNull();

    const teacher = await createUser(t.database.db, 'facilitator');
    const [open] = await t.database.db
      .insert(classes)
      .values({ name: 'Coding club', ownerId: teacher.id, codeBoxFullCode: true })
      .returning();
    await t.database.db
      .insert(classMembers)
      .values({ classId: open?.id ?? '', userId: owner.user.id, status: 'active', via: 'teacher' });
    const shown = (
      await as(t, owner).post(`${base}/${box.id}/generate/feedback`, { level: 3 })
    ).json().data as CodeBox;
    expect(shown.fullCodeAllowed).toBe(true);
    expect(shown.feedback[0]?.solution?.html).toContain('<h1>Calculator</h1>');
  });

  it('refuses code over the size limit, and answers the preview document with its loops guarded', async () => {
    const box = await create(owner, 'a timer');
    const huge = { html: 'x'.repeat(60_001), css: '', js: '' };
    const refused = await as(t, owner).put(`${base}/${box.id}/code`, { code: huge });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toMatchObject({
      path: 'code.html',
      message: 'html must be at most 60000 characters.',
    });

    const largest = { html: 'h'.repeat(60_000), css: 'c'.repeat(60_000), js: '//'.repeat(30_000) };
    expect((await as(t, owner).put(`${base}/${box.id}/code`, { code: largest })).statusCode).toBe(
      200,
    );
    expect((await as(t, owner).post(`${base}/preview`, { code: largest })).statusCode).toBe(200);

    const preview = await as(t, owner).post(`${base}/preview`, {
      code: { html: '<p>Hi</p>', css: '', js: 'while (true) {}' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.document).toContain('while (true) {__sparkedLoopGuard(1);}');
  });

  it('names the frame page on the preview origin, and guards loops in the HTML’s scripts', async () => {
    const preview = await as(t, owner).post(`${base}/preview`, {
      code: { html: '<p>Hi</p>\n<script>\nfor (;;) {}\n</script>', css: '', js: '' },
    });
    expect(preview.json().data.frameUrl).toBe('http://localhost:3001/preview-frame');
    expect(preview.json().data.document).toContain('for (;;) {__sparkedLoopGuard(3,"html");}');
  });
});

describe('the preview origin', () => {
  const preview = buildPreviewServer({
    logLevel: 'silent',
    publicUrl: 'https://sparked.example.org',
    trustProxy: false,
  });
  afterAll(() => preview.close());

  it('serves the frame page, sandboxed, blocking every request and navigation, framed only by the app', async () => {
    const response = await preview.inject({ method: 'GET', url: '/preview-frame' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).toContain('frame-ancestors https://sparked.example.org;');
    expect(policy).not.toContain('allow-same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-dns-prefetch-control']).toBe('off');
    // The project runs one frame deeper, where this page's policy refuses every navigation.
    expect(policy).toContain("frame-src 'none'");
    expect(response.body).toContain("project.setAttribute('sandbox', 'allow-scripts')");
    expect(response.body).toContain('document.write(event.data)');
  });

  it('serves nothing else: no app, no API, and a page that can do nothing', async () => {
    for (const url of ['/', '/tools-api/wallets?d=secret', '/sign-in', '/api/openapi.json']) {
      const response = await preview.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; sandbox",
      );
    }
  });
});

describe('the code box on an OpenAI-compatible provider', () => {
  let t: TestApp;
  let student: SignedIn;
  let next: (body: Record<string, unknown>) => string;
  let fake: Awaited<ReturnType<typeof fakeService>>;
  const specification = {
    title: 'Band page',
    summary: 'A page about my band.',
    goals: ['Show the band.'],
    inputs: [],
    behaviour: ['Lists the members.'],
    acceptanceChecks: ['The members are listed.'],
  };

  beforeAll(async () => {
    fake = await fakeService((request) => ({
      status: 200,
      body: {
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: next(JSON.parse(request.body.toString())) },
          },
        ],
      },
    }));
    t = await createTestApp({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `${fake.url}/v1`,
      LLM_MODEL: 'test-model',
    });
    student = await registerStudent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('asks for each step with its own JSON schema and stores what validates', async () => {
    next = () => JSON.stringify(specification);
    const box = (await as(t, student).post(base, { prompt: 'an online page for my band' })).json()
      .data as CodeBox;
    expect(box.specifications[0]).toMatchObject({ template: null, specification });
    const asked = JSON.parse(fake.received.at(-1)?.body.toString() ?? '{}');
    expect(asked.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'specification', strict: true },
    });

    next = () => JSON.stringify({ html: '<ul><li>Ana</li></ul>', css: '', js: '' });
    const built = (await as(t, student).post(`${base}/${box.id}/generate`, {})).json()
      .data as CodeBox;
    expect(built.code[0]?.code.html).toBe('<ul><li>Ana</li></ul>');
  });

  it('falls back to the offline engine when the model answers in another shape', async () => {
    next = () => 'Sure! Here is a quiz about planets.';
    const box = (await as(t, student).post(base, { prompt: 'a planets quiz' })).json()
      .data as CodeBox;
    expect(box.specifications[0]).toMatchObject({ template: 'quiz' });

    next = () => '{"html": 1}';
    const unbuildable = await as(t, student).post(base, { prompt: 'an online shop' });
    expect(unbuildable.statusCode).toBe(503);
    expect(unbuildable.json().error).toBe(
      'The code box’s AI answered in a form it cannot use. Try again.',
    );
  });

  it('adds the model’s hints to the parsed checks, and keeps a plain-text answer as a hint', async () => {
    next = () => JSON.stringify(specification);
    const box = (await as(t, student).post(base, { prompt: 'a band page' })).json().data as CodeBox;
    await as(t, student).put(`${base}/${box.id}/code`, {
      code: { html: '<img src="data:,">', css: '', js: '' },
    });
    next = () => 'List the members with a ul element.';
    const reviewed = (
      await as(t, student).post(`${base}/${box.id}/generate/feedback`, { level: 1 })
    ).json().data as CodeBox;
    expect(reviewed.feedback[0]?.hints.map((hint) => hint.title)).toEqual([
      'A picture without a description',
      'A check the code may not meet yet',
      'Feedback',
    ]);
    expect(reviewed.feedback[0]?.hints[2]?.nudge).toBe('List the members with a ul element.');
  });
});
