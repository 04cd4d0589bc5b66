import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { moduleAuthors, moduleVersions } from '../src/db/schema';
import { type ApiCall, callApi } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, signIn } from './support/users';

let t: TestApp;
let owner: string;
let editor: string;
let viewer: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = async (role: 'facilitator' | 'admin') => {
    const user = await createUser(t.database.db, role);
    return { id: user.id, token: (await signIn(t.app, user.email)).accessToken };
  };
  owner = (await token('facilitator')).token;
  const editorUser = await token('admin');
  const viewerUser = await token('facilitator');
  editor = editorUser.token;
  viewer = viewerUser.token;
  stranger = (await token('facilitator')).token;
  authorIds = { editor: editorUser.id, viewer: viewerUser.id };
});
afterAll(() => t.close());

let authorIds: { editor: string; viewer: string };

const call = (...args: ApiCall) => callApi(t, ...args);

/** A module owned by `owner` with the editor and viewer as co-authors. */
async function newModule(title = 'Photosynthesis') {
  const created = await call(owner, 'POST', '/modules', { title });
  expect(created.status).toBe(201);
  const id: string = created.body.data.id;
  await t.database.db.insert(moduleAuthors).values([
    { moduleId: id, userId: authorIds.editor, role: 'editor' },
    { moduleId: id, userId: authorIds.viewer, role: 'viewer' },
  ]);
  return id;
}

const titles = (module: { sections: { title: string; units: { title: string }[] }[] }) =>
  module.sections.map((section) => [section.title, section.units.map((unit) => unit.title)]);

describe('modules', () => {
  it('creates a draft the creator owns, with defaults, and lists it first', async () => {
    const created = await call(owner, 'POST', '/modules', { title: '  Fractions  ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Fractions',
      status: 'draft',
      role: 'owner',
      language: 'en',
      publishedVersion: null,
      unpublishedChanges: true,
      sections: [],
    });
    const list = await call(owner, 'GET', '/modules?search=fraction');
    expect(list.body.data.modules[0]).toMatchObject({ id: created.body.data.id, role: 'owner' });
    expect(list.body.data.total).toBe(1);
  });

  it('searches literally and filters by status', async () => {
    await call(owner, 'POST', '/modules', { title: '100% of it' });
    const percent = await call(owner, 'GET', `/modules?search=${encodeURIComponent('0%')}`);
    expect(percent.body.data.modules.map((m: { title: string }) => m.title)).toEqual([
      '100% of it',
    ]);
    const archived = await call(owner, 'GET', '/modules?status=archived');
    expect(archived.body.data.total).toBe(0);
  });

  it('answers non-authors 404 and viewers 403 on edits, but lets viewers read', async () => {
    const id = await newModule();
    expect((await call(stranger, 'GET', `/modules/${id}`)).status).toBe(404);
    expect((await call(viewer, 'GET', `/modules/${id}`)).body.data.role).toBe('viewer');
    const refused = await call(viewer, 'PUT', `/modules/${id}`, { title: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Viewers can look at this module but not change it/);
    expect((await call(viewer, 'POST', `/modules/${id}/sections`, { title: 'S' })).status).toBe(
      403,
    );
    expect((await call(editor, 'POST', `/modules/${id}/archive`)).status).toBe(403);
    expect((await call(owner, 'GET', `/modules/${id}`)).body.data.title).toBe('Photosynthesis');
  });

  it('refuses students before anything else', async () => {
    const student = await registerStudent(t.app);
    expect((await call(student.accessToken, 'GET', '/modules')).status).toBe(403);
  });
});

describe('the outline', () => {
  it('adds, renames, reorders and deletes sections and units, keeping order dense', async () => {
    const id = await newModule();
    const a = await call(editor, 'POST', `/modules/${id}/sections`, { title: 'Light' });
    expect(a.status).toBe(201);
    const b = await call(editor, 'POST', `/modules/${id}/sections`, { title: 'Water' });
    const first = await call(editor, 'POST', `/modules/${id}/sections`, {
      title: 'Intro',
      position: 0,
    });
    expect(titles(first.body.data.module)).toEqual([
      ['Intro', []],
      ['Light', []],
      ['Water', []],
    ]);
    const unit = await call(editor, 'POST', `/modules/${id}/units`, {
      sectionId: a.body.data.id,
      title: 'Chlorophyll',
    });
    const moved = await call(editor, 'POST', `/modules/${id}/outline/move`, {
      kind: 'unit',
      id: unit.body.data.id,
      parentId: b.body.data.id,
      position: 99,
    });
    expect(titles(moved.body.data)).toEqual([
      ['Intro', []],
      ['Light', []],
      ['Water', ['Chlorophyll']],
    ]);
    await call(editor, 'PUT', `/modules/${id}/sections/${b.body.data.id}`, { title: 'H2O' });
    const gone = await call(editor, 'DELETE', `/modules/${id}/sections/${a.body.data.id}`);
    expect(titles(gone.body.data)).toEqual([
      ['Intro', []],
      ['H2O', ['Chlorophyll']],
    ]);
    const sectionMove = await call(editor, 'POST', `/modules/${id}/outline/move`, {
      kind: 'section',
      id: first.body.data.id,
      position: 1,
    });
    expect(titles(sectionMove.body.data)).toEqual([
      ['H2O', ['Chlorophyll']],
      ['Intro', []],
    ]);
  });

  it('refuses items and parents of another module, and unknown ids, with 404', async () => {
    const one = await newModule('One');
    const two = await newModule('Two');
    const section = await call(owner, 'POST', `/modules/${two}/sections`, { title: 'S' });
    const elsewhere = await call(owner, 'POST', `/modules/${one}/units`, {
      sectionId: section.body.data.id,
      title: 'U',
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toBe('There is no such section in this module.');
    const rename = await call(owner, 'PUT', `/modules/${one}/sections/${section.body.data.id}`, {
      title: 'Stolen',
    });
    expect(rename.status).toBe(404);
    expect((await call(owner, 'GET', `/modules/${two}`)).body.data.sections[0].title).toBe('S');
  });
});

describe('activities', () => {
  async function withUnit() {
    const id = await newModule();
    const section = await call(owner, 'POST', `/modules/${id}/sections`, { title: 'S' });
    const unit = await call(owner, 'POST', `/modules/${id}/units`, {
      sectionId: section.body.data.id,
      title: 'U',
    });
    return { id, unitId: unit.body.data.id as string };
  }

  it('starts each type with empty content and saves content of its own type only', async () => {
    const { id, unitId } = await withUnit();
    const created = await call(owner, 'POST', `/modules/${id}/activities`, {
      unitId,
      type: 'form',
      title: 'Quiz',
    });
    const activityId = created.body.data.id;
    const read = await call(viewer, 'GET', `/modules/${id}/activities/${activityId}`);
    expect(read.body.data.content).toEqual({
      type: 'form',
      questions: [],
      passMark: 60,
      attempts: null,
      shuffle: false,
    });
    const question = {
      id: 'q1',
      type: 'single',
      prompt: 'What do plants take in?',
      options: [
        { id: 'a', text: 'Carbon dioxide' },
        { id: 'b', text: 'Helium' },
      ],
      correct: 'a',
    };
    const saved = await call(editor, 'PUT', `/modules/${id}/activities/${activityId}`, {
      content: { type: 'form', questions: [question] },
      baseUpdatedAt: read.body.data.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content.questions[0]).toMatchObject({ ...question, points: 1 });

    const stale = await call(owner, 'PUT', `/modules/${id}/activities/${activityId}`, {
      title: 'Overwrite',
      baseUpdatedAt: read.body.data.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/Someone else saved this activity/);

    const wrongType = await call(owner, 'PUT', `/modules/${id}/activities/${activityId}`, {
      content: { type: 'ebook', blocks: [] },
      baseUpdatedAt: saved.body.data.updatedAt,
    });
    expect(wrongType.status).toBe(400);
    const badAnswer = await call(owner, 'PUT', `/modules/${id}/activities/${activityId}`, {
      content: { type: 'form', questions: [{ ...question, correct: 'z' }] },
      baseUpdatedAt: saved.body.data.updatedAt,
    });
    expect(badAnswer.status).toBe(400);
    const after = await call(owner, 'GET', `/modules/${id}/activities/${activityId}`);
    expect(after.body.data.title).toBe('Quiz');
    expect(after.body.data.content.questions).toHaveLength(1);
  });

  it('keeps unfinished questions in the draft and refuses to publish them', async () => {
    const { id, unitId } = await withUnit();
    const finished = { id: 'q1', type: 'true-false', prompt: 'Plants need light.', correct: true };
    const unfinished = {
      id: 'q2',
      type: 'single',
      prompt: '',
      points: 1,
      feedback: { correct: '', incorrect: '' },
      options: [{ id: 'a', text: '' }],
      correct: 'a',
    };
    const created = await call(owner, 'POST', `/modules/${id}/activities`, {
      unitId,
      type: 'form',
      title: 'Quiz',
      content: {
        type: 'form',
        questions: [finished],
        unfinished: [{ at: 0, question: unfinished }],
      },
    });
    expect(created.status).toBe(201);
    const activityId = created.body.data.id;
    const read = await call(owner, 'GET', `/modules/${id}/activities/${activityId}`);
    expect(read.body.data.content.unfinished).toEqual([{ at: 0, question: unfinished }]);

    const refused = await call(owner, 'POST', `/modules/${id}/publish`);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'Question 1 of “Quiz” is unfinished: finish or delete it, then publish.' },
    });
    const finishedNow = await call(owner, 'PUT', `/modules/${id}/activities/${activityId}`, {
      content: {
        type: 'form',
        questions: [
          {
            ...unfinished,
            prompt: 'Which?',
            options: [
              { id: 'a', text: 'This' },
              { id: 'b', text: 'That' },
            ],
          },
          finished,
        ],
      },
      baseUpdatedAt: read.body.data.updatedAt,
    });
    expect(finishedNow.status).toBe(200);
    expect((await call(owner, 'POST', `/modules/${id}/publish`)).status).toBe(200);
  });

  it('refuses a rich document nested deeper than the editor writes', async () => {
    const { id, unitId } = await withUnit();
    let node: Record<string, unknown> = { type: 'text', text: 'deep' };
    for (let depth = 0; depth < 30; depth += 1) node = { type: 'paragraph', content: [node] };
    const created = await call(owner, 'POST', `/modules/${id}/activities`, {
      unitId,
      type: 'ebook',
      title: 'Deep',
      content: {
        type: 'ebook',
        blocks: [{ id: 'b1', type: 'text', doc: { type: 'doc', content: [node] } }],
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('validation_failed');
  });
});

describe('publishing', () => {
  it('snapshots the draft as numbered versions that later edits do not change', async () => {
    const id = await newModule();
    await call(owner, 'POST', `/modules/${id}/sections`, { title: 'Before' });
    const published = await call(editor, 'POST', `/modules/${id}/publish`);
    expect(published.body.data).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      unpublishedChanges: false,
    });
    const edited = await call(owner, 'POST', `/modules/${id}/sections`, { title: 'After' });
    expect(edited.body.data.module.unpublishedChanges).toBe(true);
    const again = await call(owner, 'POST', `/modules/${id}/publish`);
    expect(again.body.data.publishedVersion).toBe(2);
    // Unchanged since version 2: unpublishing and publishing again shows version 2 once more.
    await call(owner, 'POST', `/modules/${id}/unpublish`);
    const unchanged = await call(editor, 'POST', `/modules/${id}/publish`);
    expect(unchanged.body.data).toMatchObject({ status: 'published', publishedVersion: 2 });

    const versions = await t.database.db.select().from(moduleVersions);
    const mine = versions.filter((version) => version.moduleId === id);
    const sectionTitles = (version: number) =>
      mine.find((row) => row.version === version)?.snapshot.sections.map((s) => s.title);
    expect(sectionTitles(1)).toEqual(['Before']);
    expect(sectionTitles(2)).toEqual(['Before', 'After']);
    expect(mine).toHaveLength(2);
  });

  it('archives (owners only), refuses edits while archived, restores as a draft', async () => {
    const id = await newModule();
    expect((await call(owner, 'POST', `/modules/${id}/archive`)).body.data.status).toBe('archived');
    const blocked = await call(editor, 'POST', `/modules/${id}/sections`, { title: 'S' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toBe('This module is archived. Restore it before changing it.');
    expect((await call(owner, 'POST', `/modules/${id}/restore`)).body.data.status).toBe('draft');
  });

  it('duplicates the outline and content into a new draft the copier owns alone', async () => {
    const id = await newModule('Original');
    const section = await call(owner, 'POST', `/modules/${id}/sections`, { title: 'S' });
    const unit = await call(owner, 'POST', `/modules/${id}/units`, {
      sectionId: section.body.data.id,
      title: 'U',
    });
    await call(owner, 'POST', `/modules/${id}/activities`, {
      unitId: unit.body.data.id,
      type: 'ebook',
      title: 'Read me',
    });
    const copy = await call(viewer, 'POST', `/modules/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      title: 'Original (copy)',
      role: 'owner',
      status: 'draft',
    });
    expect(copy.body.data.sections[0].units[0].activities[0].title).toBe('Read me');
    expect((await call(owner, 'GET', `/modules/${copy.body.data.id}`)).status).toBe(404);
  });
});

describe.runIf(inject('databaseTarget').kind === 'postgres')('publishing under concurrency', () => {
  it('makes one version from eight parallel publishes of the same draft', async () => {
    const id = await newModule();
    await call(owner, 'POST', `/modules/${id}/sections`, { title: 'Only' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(index % 2 ? owner : editor, 'POST', `/modules/${id}/publish`),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    expect(results.map((result) => result.body.data.publishedVersion)).toEqual(Array(8).fill(1));
    const versions = await t.database.db
      .select({ version: moduleVersions.version })
      .from(moduleVersions)
      .where(eq(moduleVersions.moduleId, id));
    expect(versions).toEqual([{ version: 1 }]);
  });
});

describe.runIf(inject('databaseTarget').kind === 'postgres')('moves under concurrency', () => {
  it('keeps positions dense and unique after 50 concurrent moves', async () => {
    const id = await newModule();
    const sections: string[] = [];
    for (const title of ['A', 'B', 'C']) {
      sections.push((await call(owner, 'POST', `/modules/${id}/sections`, { title })).body.data.id);
    }
    const units: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const created = await call(owner, 'POST', `/modules/${id}/units`, {
        sectionId: sections[0],
        title: `U${index}`,
      });
      units.push(created.body.data.id);
    }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(index % 2 ? owner : editor, 'POST', `/modules/${id}/outline/move`, {
          kind: 'unit',
          id: units[index % units.length],
          parentId: sections[index % sections.length],
          position: (index * 7) % 5,
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(200));
    const module = (await call(owner, 'GET', `/modules/${id}`)).body.data;
    const placed = module.sections.flatMap((section: { units: { id: string }[] }) =>
      section.units.map((unit) => unit.id),
    );
    expect([...placed].sort()).toEqual([...units].sort());
    const positions = await t.database.db.query.moduleUnits.findMany();
    for (const section of sections) {
      const mine = positions
        .filter((row) => row.sectionId === section)
        .map((row) => row.position)
        .sort((a, b) => a - b);
      expect(mine).toEqual(mine.map((_, index) => index));
    }
  });
});
