import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildPreviewServer } from '../src/modules/code-box';
import { createPackageFiles, registerScormSandbox } from '../src/modules/scorm';
import { parseManifest } from '../src/modules/scorm/manifest';
import { PackageRefused, unzipPackage } from '../src/modules/scorm/safe-unzip';
import { callApi, type Person, personCaller } from './support/api';
import { rawZip } from './support/raw-zip';
import {
  scorm12Files,
  scorm12Manifest,
  scorm12Package,
  scorm2004Files,
  scorm2004Manifest,
  scorm2004Package,
  zipOf,
} from './support/scorm-packages';
import { storedNames } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart } from './support/uploads';
import { bearer, createUser, registerStudent, signIn } from './support/users';
import { xapiErrors } from './support/xapi-validators';

let t: TestApp;
const publicUrl = 'https://learning.school.example';
const sandboxOrigin = 'https://sandbox.school.example';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl, PREVIEW_ORIGIN: sandboxOrigin });
});
afterAll(() => t.close());

const call = personCaller(() => t);

async function teacher(): Promise<Person> {
  const user = await createUser(t.database.db, 'facilitator');
  return { ...user, token: (await signIn(t.app, user.email)).accessToken };
}

async function draftModule(owner: Person) {
  const created = await call(owner, 'POST', '/modules', { title: 'Safety' });
  return created.body.data.id as string;
}

function upload(owner: Person, moduleId: string, zip: Buffer, fileName = 'package.zip') {
  const form = multipart([{ name: 'file', value: zip, fileName, contentType: 'application/zip' }]);
  return t.app.inject({
    method: 'POST',
    url: `/sparked-api/modules/${moduleId}/scorm-packages`,
    headers: { ...bearer(owner.token), ...form.headers, 'idempotency-key': randomUUID() },
    payload: form.payload,
  });
}

const storedPackages = async () => {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from scorm_packages`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};
/** The packages the file store holds, by id. */
const onDisk = async () => [
  ...new Set((await storedNames(t, 'scorm-packages')).map((name) => name.split('/')[0])),
];

describe('the manifest', () => {
  it('reads a SCORM 1.2 manifest: version, title, launchable SCO and mastery score', () => {
    expect(parseManifest(scorm12Manifest({ mastery: 75, title: 'Ladders' }))).toEqual({
      version: '1.2',
      title: 'Ladders',
      launch: 'sco/index.html',
      launchFile: 'sco/index.html',
      masteryScore: 75,
    });
  });

  it('reads a SCORM 2004 manifest: parameters on the launch, minNormalizedMeasure as percent', () => {
    expect(parseManifest(scorm2004Manifest({ mastery: 70 }))).toEqual({
      version: '2004',
      title: 'Fire drill',
      launch: 'content/start.html?lang=en',
      launchFile: 'content/start.html',
      masteryScore: 70,
    });
  });

  it('finds the version from the namespaces when there is no schemaversion, and skips assets', () => {
    const xml = `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
      <organizations default="b"><organization identifier="a"><title>A</title></organization>
        <organization identifier="b"><title>B</title>
          <item identifier="i0"><title>Folder</title>
            <item identifier="i1" identifierref="asset"><title>Picture</title></item>
            <item identifier="i2" identifierref="sco"><title>Lesson</title></item>
          </item>
        </organization></organizations>
      <resources xml:base="pkg/"><resource identifier="asset" adlcp:scormType="asset" href="a.png"/>
        <resource identifier="sco" adlcp:scormType="sco" href="lesson%201.html"/></resources></manifest>`;
    expect(parseManifest(xml)).toMatchObject({
      version: '2004',
      title: 'B',
      // The resources' xml:base puts the file in its folder.
      launchFile: 'pkg/lesson 1.html',
      masteryScore: null,
    });
  });

  it('refuses entities, a launch outside the package and a manifest with nothing to launch', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><manifest>&lol2;</manifest>`;
    expect(() => parseManifest(laughs)).toThrow(/document type or entities/);
    const xxe = `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>`;
    expect(() => parseManifest(xxe)).toThrow(PackageRefused);
    const outside = scorm12Manifest().replace('href="sco/index.html"', 'href="../../etc/passwd"');
    expect(() => parseManifest(outside)).toThrow(/outside the package/);
    const absolute = scorm12Manifest().replace(
      'href="sco/index.html"',
      'href="https://evil.example/x.html"',
    );
    expect(() => parseManifest(absolute)).toThrow(/not a file in the package/);
    const empty = scorm12Manifest().replace(/<item[\s\S]*<\/item>/, '');
    expect(() => parseManifest(empty)).toThrow(/no item that launches/);
    expect(() => parseManifest('<manifest><metadata/></manifest>')).toThrow(/which SCORM/);
  });
});

describe('unpacking with limits enforced while reading', () => {
  const limits = { maxEntries: 3, maxTotalBytes: 3000, maxFileBytes: 2000, maxRatio: 200 };
  const unpack = async (zip: Buffer, given = limits) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'sparked-unzip-'));
    const file = path.join(folder, 'p.zip');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, zip));
    try {
      return await unzipPackage(file, path.join(folder, 'out'), given);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
  it('refuses too many entries, a file or a whole too large, and a size the headers hide', async () => {
    const small = (n: number) =>
      Object.fromEntries([...Array(n)].map((_, i) => [`f${i}.txt`, 'x']));
    await expect(unpack(await zipOf(small(4)))).rejects.toThrow('more than 3 files');
    await expect(unpack(await zipOf({ 'a.txt': 'y'.repeat(2500) }))).rejects.toThrow(
      /"a.txt" is larger than/,
    );
    await expect(
      unpack(await zipOf({ 'a.txt': 'y'.repeat(1500), 'b.txt': 'z'.repeat(1600) })),
    ).rejects.toThrow(/package is larger than/);
    // The headers say 10 bytes; 2500 come out: stopped by the count, whatever the header said.
    await expect(
      unpack(rawZip([{ name: 'liar.txt', data: Buffer.alloc(2500, 65), claimedSize: 10 }])),
    ).rejects.toThrow(PackageRefused);
  });
  it('unpacks what is within the limits', async () => {
    expect(await unpack(await zipOf({ 'a/b.txt': 'hello', 'c.txt': 'there' }))).toEqual({
      files: ['a/b.txt', 'c.txt'],
      bytes: 10,
    });
  });
});

describe('uploading a SCORM package', () => {
  it('parses, stores and answers the package; its launcher is on the sandbox origin', async () => {
    const owner = await teacher();
    const moduleId = await draftModule(owner);
    const response = await upload(owner, moduleId, await scorm12Package({ mastery: 80 }));
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      version: '1.2',
      title: 'Safety basics',
      launch: 'sco/index.html',
      masteryScore: 80,
      files: 2,
    });
    expect(await onDisk()).toContain(data.packageId);
    const launch = await call(owner, 'GET', `/scorm-packages/${data.packageId}/launch`);
    expect(launch.body.data).toEqual({
      launchUrl: `${sandboxOrigin}/scorm-launch/${data.packageId}`,
      origin: sandboxOrigin,
    });
    // Sparked's pages may frame the launchers (and only them on that origin, with the preview).
    const frameSrc = String((await t.app.inject('/readyz')).headers['content-security-policy'])
      .split(/;\s*/)
      .find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc?.split(' ').slice(1, 3)).toEqual([
      `${sandboxOrigin}/preview-frame`,
      `${sandboxOrigin}/scorm-launch/`,
    ]);
  });

  it('is for the module’s authors only', async () => {
    const owner = await teacher();
    const stranger = await teacher();
    const moduleId = await draftModule(owner);
    const response = await upload(stranger, moduleId, await scorm12Package());
    expect(response.statusCode).toBe(404);
  });

  const hostile: [string, () => Promise<Buffer> | Buffer, RegExp][] = [
    [
      'a zip-slip path',
      () => rawZip([...entries12(), { name: '../../evil.html', data: Buffer.from('x') }]),
      /outside it|unsafe name/,
    ],
    [
      'an absolute path',
      () => rawZip([...entries12(), { name: '/etc/cron.d/evil', data: Buffer.from('x') }]),
      /outside it|unsafe name/,
    ],
    [
      'a backslash path',
      () => rawZip([...entries12(), { name: '..\\evil.html', data: Buffer.from('x') }]),
      /outside it|unsafe name/,
    ],
    [
      'a symbolic link',
      () =>
        rawZip([
          ...entries12(),
          { name: 'link', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
        ]),
      /symbolic link/,
    ],
    [
      'a zip bomb',
      () => zipOf({ ...scorm12Files(), 'bomb.txt': Buffer.alloc(30 * 1024 * 1024) }),
      /zip bomb/,
    ],
    [
      'sizes that lie',
      () =>
        rawZip([
          ...entries12(),
          { name: 'liar.txt', data: Buffer.alloc(5000, 65), claimedSize: 100 },
        ]),
      /do not match|damaged/,
    ],
    ['no manifest', () => zipOf({ 'index.html': '<p>hi</p>' }), /no imsmanifest.xml/],
    [
      'billion laughs',
      () =>
        zipOf({
          ...scorm12Files(),
          'imsmanifest.xml': `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><manifest>&b;</manifest>`,
        }),
      /document type or entities/,
    ],
    [
      'an external entity',
      () =>
        zipOf({
          ...scorm12Files(),
          'imsmanifest.xml': `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>`,
        }),
      /document type or entities/,
    ],
    [
      'a launch outside the package',
      () =>
        zipOf({
          ...scorm12Files(),
          'imsmanifest.xml': scorm12Manifest().replace(
            'href="sco/index.html"',
            'href="../secret.html"',
          ),
        }),
      /outside the package/,
    ],
    [
      'a launch that is not in the package',
      () => zipOf({ 'imsmanifest.xml': scorm12Manifest() }),
      /not in the package/,
    ],
    ['not a zip', () => Buffer.from('this is not a zip at all'), /not a zip/],
    [
      'broken XML',
      () => zipOf({ ...scorm12Files(), 'imsmanifest.xml': '<manifest><organizations>' }),
      /not well-formed|no organization/,
    ],
  ];
  function entries12() {
    return Object.entries(scorm12Files()).map(([name, text]) => ({
      name,
      data: Buffer.from(text),
    }));
  }

  it.each(hostile)(
    'refuses %s with a clear message and stores nothing',
    async (_name, make, message) => {
      const owner = await teacher();
      const moduleId = await draftModule(owner);
      const before = { rows: await storedPackages(), files: await onDisk() };
      const response = await upload(owner, moduleId, await make());
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatch(message);
      expect(await storedPackages()).toBe(before.rows);
      expect(await onDisk()).toEqual(before.files);
    },
  );
});

describe('the sandbox origin', () => {
  const appOrigin = publicUrl;
  async function sandbox() {
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl });
    const preview = buildPreviewServer(config);
    registerScormSandbox(preview, {
      files: createPackageFiles(t.app.platform.files),
      appOrigin,
    });
    await preview.ready();
    return preview;
  }

  it('serves the launcher only to Sparked’s pages and the files with their type, nosniff', async () => {
    const owner = await teacher();
    const moduleId = await draftModule(owner);
    const { packageId } = (await upload(owner, moduleId, await scorm2004Package())).json().data;
    const preview = await sandbox();
    try {
      const launcher = await preview.inject({ url: `/scorm-launch/${packageId}` });
      expect(launcher.statusCode).toBe(200);
      expect(launcher.headers['content-security-policy']).toContain(`frame-ancestors ${appOrigin}`);
      expect(launcher.headers['content-security-policy']).toContain("script-src 'self'");
      expect(launcher.body).toContain('/scorm-runtime/scorm2004.js');
      const sco = await preview.inject({ url: `/scorm/${packageId}/content/start.html` });
      expect(sco.statusCode).toBe(200);
      expect(sco.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(sco.headers['x-content-type-options']).toBe('nosniff');
      expect(sco.headers['content-security-policy']).toContain(
        `frame-ancestors 'self' ${appOrigin};`,
      );
      expect(sco.body).toContain('API_1484_11');
      const manifest = await preview.inject({ url: `/scorm/${packageId}/imsmanifest.xml` });
      expect(manifest.headers['content-type']).toBe('application/xml');
      const runtime = await preview.inject({ url: '/scorm-runtime/scorm2004.js' });
      expect(runtime.statusCode).toBe(200);
      expect(runtime.body).toContain('Scorm2004API');
      for (const url of [
        `/scorm/${packageId}/../../package.json`,
        `/scorm/${packageId}/..%2f..%2fetc%2fpasswd`,
        `/scorm/${packageId}/%2e%2e/%2e%2e/package.json`,
        `/scorm/${randomUUID()}/content/start.html`,
        '/scorm/not-an-id/content/start.html',
        '/scorm-launch/not-an-id',
        '/scorm-runtime/other.js',
      ])
        expect((await preview.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await preview.close();
    }
  });
});

/** A published module with one SCORM activity of the given package, in a class with a student. */
async function scormCourse(zip: Buffer) {
  const owner = await teacher();
  const moduleId = await draftModule(owner);
  const uploaded = (await upload(owner, moduleId, zip)).json().data;
  const section = await call(owner, 'POST', `/modules/${moduleId}/sections`, { title: 'S' });
  const unit = await call(owner, 'POST', `/modules/${moduleId}/units`, {
    sectionId: section.body.data.id,
    title: 'U',
  });
  const activity = await call(owner, 'POST', `/modules/${moduleId}/activities`, {
    unitId: unit.body.data.id,
    type: 'scorm',
    title: 'Package',
    content: {
      type: 'scorm',
      packageId: uploaded.packageId,
      version: uploaded.version,
      title: uploaded.title,
      launch: uploaded.launch,
      masteryScore: uploaded.masteryScore,
    },
  });
  expect(activity.status, JSON.stringify(activity.body)).toBe(201);
  const activityId = activity.body.data.id as string;
  expect((await call(owner, 'POST', `/modules/${moduleId}/publish`)).status).toBe(200);
  const created = await call(owner, 'POST', '/classes', { name: 'Safety class' });
  const classId: string = created.body.data.id;
  await call(owner, 'PUT', `/classes/${classId}/modules`, { modules: [{ moduleId }] });
  const session = await registerStudent(t.app);
  const student = { id: session.user.id, email: session.user.email, token: session.accessToken };
  await call(owner, 'POST', `/classes/${classId}/students`, { email: student.email });
  const url = `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}`;
  return { owner, student, classId, moduleId, activityId, url };
}

type Statement = { verb: { id: string }; result?: Record<string, unknown>; object: { id: string } };

describe('playing a package', () => {
  it('saves SCORM 1.2 runtime, resumes from it, completes once and writes valid xAPI', async () => {
    const c = await scormCourse(await scorm12Package({ mastery: 80 }));
    const opened = await call(c.student, 'GET', c.url);
    expect(opened.body.data.content).toMatchObject({
      type: 'scorm',
      version: '1.2',
      masteryScore: 80,
    });
    expect(opened.body.data.scorm).toEqual({ runtime: null });
    const commit = (runtime: object, statementId = randomUUID()) =>
      call(c.student, 'POST', `${c.url}/scorm`, {
        statementId,
        runtime: { version: '1.2', ...runtime },
      });

    const midway = await commit({
      lessonStatus: 'incomplete',
      suspendData: 'step=2',
      location: 'page-2',
    });
    expect(midway.status, JSON.stringify(midway.body)).toBe(200);
    expect(midway.body.data.state.status).toBe('in-progress');
    expect(midway.body.data.completion.rewards).toEqual([]);
    // Leaves, comes back: the launcher gets what was saved.
    const again = await call(c.student, 'GET', c.url);
    expect(again.body.data.scorm.runtime).toMatchObject({
      lessonStatus: 'incomplete',
      suspendData: 'step=2',
      location: 'page-2',
      totalSeconds: 0,
    });

    const finishId = randomUUID();
    const finished = {
      lessonStatus: 'passed',
      scoreRaw: 90,
      scoreMin: 0,
      scoreMax: 100,
      suspendData: 'step=3',
      location: 'page-3',
      sessionTime: '0000:02:05.00',
      finished: true,
    };
    const done = await commit(finished, finishId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.state).toMatchObject({ status: 'completed', bestScore: 90 });
    expect(done.body.data.completion.rewards.length).toBeGreaterThan(0);
    // The same commit again (a retry) changes nothing and rewards nothing more.
    const repeat = await commit(finished, finishId);
    expect(repeat.body.data.completion).toEqual(done.body.data.completion);
    // A later session's commit of a completed package earns nothing again.
    const later = await commit({ ...finished, sessionTime: '0000:00:10.00' });
    expect(later.body.data.completion.rewards).toEqual([]);
    expect((await call(c.student, 'GET', c.url)).body.data.scorm.runtime.totalSeconds).toBe(135);

    const grid = await call(c.owner, 'GET', `/classes/${c.classId}/progress`);
    const cell = grid.body.data.students[0].cells.find(
      (x: { activityId: string }) => x.activityId === c.activityId,
    );
    expect(cell).toMatchObject({ status: 'completed', score: 90 });

    const exported = await t.app.inject({
      url: `/sparked-api/classes/${c.classId}/statements`,
      headers: bearer(c.owner.token),
    });
    const statements = (exported.json() as { statements: Statement[] }).statements;
    expect(statements.map((s) => s.verb.id.split('/').at(-1))).toEqual([
      'progressed',
      'passed',
      'progressed',
    ]);
    for (const statement of statements)
      expect(xapiErrors(statement), JSON.stringify(statement)).toEqual([]);
    expect(statements[1]?.result).toEqual({
      score: { scaled: 0.9 },
      success: true,
      completion: true,
      duration: 'PT125S',
    });
  });

  it('fails a SCORM 2004 package below its mastery: a failed statement, not complete', async () => {
    const c = await scormCourse(await scorm2004Package({ mastery: 70 }));
    const commit = (runtime: object) =>
      call(c.student, 'POST', `${c.url}/scorm`, {
        statementId: randomUUID(),
        runtime: { version: '2004', ...runtime },
      });
    const failed = await commit({
      completionStatus: 'completed',
      scoreScaled: 0.5,
      sessionTime: 'PT1M30S',
      finished: true,
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data.state).toMatchObject({ status: 'in-progress', bestScore: 50 });
    const passed = await commit({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.85,
      sessionTime: 'PT2M',
      finished: true,
    });
    expect(passed.body.data.state).toMatchObject({ status: 'completed', bestScore: 85 });
    const wrongVersion = await call(c.student, 'POST', `${c.url}/scorm`, {
      statementId: randomUUID(),
      runtime: { version: '1.2', lessonStatus: 'passed' },
    });
    expect(wrongVersion.status).toBe(409);

    const exported = await t.app.inject({
      url: `/sparked-api/classes/${c.classId}/statements`,
      headers: bearer(c.owner.token),
    });
    const statements = (exported.json() as { statements: Statement[] }).statements;
    expect(statements.map((s) => s.verb.id.split('/').at(-1))).toEqual(['failed', 'passed']);
    for (const statement of statements) expect(xapiErrors(statement)).toEqual([]);
    expect(statements[0]?.result).toEqual({
      score: { scaled: 0.5 },
      success: false,
      duration: 'PT90S',
    });
    expect(statements[1]?.result).toEqual({
      score: { scaled: 0.85 },
      success: true,
      completion: true,
      duration: 'PT120S',
    });
  });

  it('refuses runtime data for an activity that is not a package, and bad runtime values', async () => {
    const c = await scormCourse(await scorm12Package());
    const bad = await call(c.student, 'POST', `${c.url}/scorm`, {
      statementId: randomUUID(),
      runtime: { version: '1.2', lessonStatus: 'dancing' },
    });
    expect(bad.status).toBe(400);
    const huge = await call(c.student, 'POST', `${c.url}/scorm`, {
      statementId: randomUUID(),
      runtime: { version: '1.2', suspendData: 'x'.repeat(64_001) },
    });
    expect(huge.status).toBe(400);
    const stranger = await registerStudent(t.app);
    const other = await callApi(t, stranger.accessToken, 'POST', `${c.url}/scorm`, {
      statementId: randomUUID(),
      runtime: { version: '1.2', lessonStatus: 'passed' },
    });
    expect(other.status).toBe(404);
  });
});

export { scorm2004Files };
