import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleImages } from '../src/db/schema';
import { unzip } from './support/cartridges';
import { storeFile } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart, png } from './support/uploads';
import { bearer, createUser, signIn } from './support/users';

// The package is read back only with tools that share no code with the writer: yauzl unzips,
// xmllint (libxml2) checks every XML and HTML file is well-formed, fast-xml-parser reads the
// manifest and the QTI for the elements Common Cartridge 1.3 requires (decision 0030).

const dataDir = mkdtempSync(path.join(tmpdir(), 'sparked-export-'));
const workDir = mkdtempSync(path.join(tmpdir(), 'sparked-cartridge-'));
let t: TestApp;
let owner: string;
let otherEducator: string;
let student: string;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: false,
  textNodeName: '#text',
});

async function call(token: string, method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/sparked-api${url}`,
    headers: bearer(token),
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function newModule(title: string) {
  const created = await call(owner, 'POST', '/modules', {
    title,
    description: 'How plants make food from light.',
    language: 'en',
  });
  const moduleId = created.body.data.id as string;
  const section = await call(owner, 'POST', `/modules/${moduleId}/sections`, { title: 'Light' });
  const unit = await call(owner, 'POST', `/modules/${moduleId}/units`, {
    sectionId: section.body.data.id,
    title: 'Leaves',
  });
  return { moduleId, unitId: unit.body.data.id as string };
}

const doc = (text: string) => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read <more> & ' },
        {
          type: 'text',
          text: 'here',
          marks: [{ type: 'link', attrs: { href: 'https://example.org/a?b=1&c=2' } }],
        },
      ],
    },
  ],
});

const questions = [
  {
    id: 'q1',
    type: 'single',
    prompt: 'Which gas do leaves take in?',
    points: 2,
    options: [
      { id: 'co2', text: 'Carbon dioxide', feedback: 'Yes: it becomes sugar.' },
      { id: 'o2', text: 'Oxygen' },
    ],
    correct: 'co2',
    feedback: { correct: 'Right.', incorrect: 'Not quite.' },
    explanation: 'Plants fix carbon from CO2.',
  },
  {
    id: 'q2',
    type: 'multiple',
    prompt: 'What does photosynthesis need?',
    options: [
      { id: 'light', text: 'Light' },
      { id: 'water', text: 'Water' },
      { id: 'salt', text: 'Salt' },
    ],
    correct: ['light', 'water'],
  },
  {
    id: 'q3',
    type: 'true-false',
    prompt: 'Roots make sugar.',
    correct: false,
    answerFeedback: { true: 'Leaves do.' },
    explanation: 'Chloroplasts are in the leaves.',
  },
  {
    id: 'q4',
    type: 'short-answer',
    prompt: 'The green pigment is called ___.',
    accepted: ['chlorophyll', 'chlorophyl'],
    explanation: 'It absorbs red and blue light.',
  },
  { id: 'q5', type: 'number', prompt: 'How many leaves?', correct: 3 },
];

let exported: { headers: Record<string, unknown>; files: Map<string, Buffer> };
let imageName: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const person = async (role: 'facilitator' | 'student') =>
    (await signIn(t.app, (await createUser(t.database.db, role)).email)).accessToken;
  owner = await person('facilitator');
  otherEducator = await person('facilitator');
  student = await person('student');

  const { moduleId, unitId } = await newModule('Leaves & Light: Photosynthesis!');
  const { payload, headers } = multipart([{ name: 'file', value: await png(), fileName: 'a.png' }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/sparked-api/modules/${moduleId}/images`,
    payload,
    headers: { ...headers, ...bearer(owner) },
  });
  const src = uploaded.json().data.src as string;
  imageName = src.split('/').pop() ?? '';
  const activities = [
    {
      type: 'ebook',
      title: 'What a leaf does',
      content: {
        type: 'ebook',
        blocks: [
          { id: 'b1', type: 'text', doc: doc('Sunlight') },
          { id: 'b2', type: 'image', src, alt: 'A green leaf', caption: 'A leaf' },
          { id: 'b3', type: 'code', language: 'text', code: '6CO2 + 6H2O -> C6H12O6 + 6O2' },
        ],
      },
    },
    {
      type: 'multi-ebook',
      title: 'Inside a cell',
      content: {
        type: 'multi-ebook',
        pages: [
          { id: 'p1', title: 'Cell wall', blocks: [{ id: 'x', type: 'text', doc: doc('Walls') }] },
          { id: 'p2', title: 'Chloroplasts', blocks: [{ id: 'y', type: 'image', src, alt: '' }] },
        ],
      },
    },
    {
      type: 'iframe',
      title: 'Simulation',
      content: { type: 'iframe', url: 'https://phet.colorado.edu/sims/html/x.html', title: 'Sim' },
    },
    { type: 'form', title: 'Check yourself', content: { type: 'form', questions, attempts: 2 } },
    // No address yet: left out, with a comment a `--` in its title must not break.
    { type: 'iframe', title: 'Lab -- coming soon-' },
  ];
  for (const activity of activities) {
    const added = await call(owner, 'POST', `/modules/${moduleId}/activities`, {
      unitId,
      ...activity,
    });
    expect(added.status).toBe(201);
  }
  const response = await t.app.inject({
    method: 'GET',
    url: `/sparked-api/modules/${moduleId}/export.imscc`,
    headers: bearer(owner),
  });
  expect(response.statusCode).toBe(200);
  exported = { headers: response.headers, files: await unzip(response.rawPayload) };
  for (const [name, bytes] of exported.files) {
    mkdirSync(path.dirname(path.join(workDir, name)), { recursive: true });
    writeFileSync(path.join(workDir, name), bytes);
  }
  (globalThis as { exportModuleId?: string }).exportModuleId = moduleId;
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
});

const manifest = () =>
  parser.parse(exported.files.get('imsmanifest.xml')?.toString('utf8') ?? '').manifest;

describe('exporting a module as a Common Cartridge', () => {
  it('answers a zip to download, named after the module', () => {
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="leaves-light-photosynthesis.imscc"',
    );
  });

  it('has only well-formed XML and XHTML, by xmllint', () => {
    const checked = [...exported.files.keys()].filter((name) => /\.(xml|html)$/.test(name));
    expect(checked.length).toBeGreaterThanOrEqual(6);
    // xmllint exits non-zero and names the file and line on the first malformed one.
    execFileSync('xmllint', ['--noout', '--nonet', ...checked], { cwd: workDir, stdio: 'pipe' });
  });

  it('declares Common Cartridge 1.3 with the module details in LOM', () => {
    const root = manifest();
    expect(root['@xmlns']).toBe('http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1');
    expect(root['@xmlns:lomm']).toBe('http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest');
    expect(root['@xmlns:lomr']).toBe('http://ltsc.ieee.org/xsd/imsccv1p3/LOM/resource');
    expect(root.metadata.schema).toBe('IMS Common Cartridge');
    expect(root.metadata.schemaversion).toBe('1.3.0');
    const general = root.metadata['lomm:lom']['lomm:general'];
    expect(general['lomm:title']['lomm:string']['#text']).toBe('Leaves & Light: Photosynthesis!');
    expect(general['lomm:language']).toBe('en');
    expect(general['lomm:description']['lomm:string']['#text']).toContain('How plants make food');
    // No licence chosen: every right reserved, as the statement says.
    const rights = root.metadata['lomm:lom']['lomm:rights'];
    expect(rights['lomm:copyrightAndOtherRestrictions']['lomm:value']).toBe('yes');
    expect(rights['lomm:description']['lomm:string']['#text']).toMatch(/^All rights reserved/);
  });

  it('lays the outline out as one rooted hierarchy of section, unit and activities', () => {
    const organization = manifest().organizations.organization;
    expect(organization['@structure']).toBe('rooted-hierarchy');
    const root = organization.item;
    expect(Array.isArray(root)).toBe(false);
    expect(root.title).toBeUndefined();
    const section = root.item;
    expect(section.title).toBe('Light');
    expect(section.item.title).toBe('Leaves');
    const leaves = asArray(section.item.item);
    expect(leaves.map((item: { title: string }) => item.title)).toEqual([
      'What a leaf does',
      'Inside a cell',
      'Simulation',
      'Check yourself',
    ]);
    const resources = asArray(manifest().resources.resource);
    const ids = new Set(
      resources.map((resource: { '@identifier': string }) => resource['@identifier']),
    );
    for (const leaf of leaves) expect(ids.has(leaf['@identifierref'])).toBe(true);
    expect(resources.map((resource: { '@type': string }) => resource['@type'])).toEqual([
      'webcontent',
      'webcontent',
      'imswl_xmlv1p3',
      'imsqti_xmlv1p2/imscc_xmlv1p3/assessment',
    ]);
  });

  it('leaves out an activity with nothing to package, saying so in the manifest', () => {
    const xml = exported.files.get('imsmanifest.xml')?.toString('utf8') ?? '';
    expect(xml).toContain(
      '<!-- "Lab - coming soon-" is left out: its page has no address yet. -->',
    );
    expect(xml).toContain('<!-- "Lab - coming soon-" has nothing to package yet. -->');
  });

  it('holds exactly the files the manifest names, at relative paths', () => {
    const resources = asArray(manifest().resources.resource);
    const named = resources.flatMap((resource: { file: unknown }) =>
      asArray(resource.file as { '@href': string }[]).map((file) => file['@href']),
    );
    for (const href of named) {
      expect(href).not.toMatch(/^(\/|[a-z]+:)|\.\.(\/|$)/i);
      expect(exported.files.has(href), href).toBe(true);
    }
    for (const resource of resources)
      if (resource['@href']) expect(named).toContain(resource['@href']);
    expect([...exported.files.keys()].sort()).toEqual(['imsmanifest.xml', ...named].sort());
  });

  it('makes e-books self-contained pages with their images beside them', () => {
    const resources = asArray(manifest().resources.resource);
    const [single, multi] = resources;
    const page = exported.files.get(single['@href'])?.toString('utf8') ?? '';
    expect(page).toContain(`src="images/${imageName}"`);
    expect(page).toContain('Read &lt;more&gt; &amp; ');
    expect(page).toContain('<a href="https://example.org/a?b=1&amp;c=2">here</a>');
    expect(page).not.toMatch(/\/sparked-api|src="(https?:)?\/\//);
    const folder = path.posix.dirname(single['@href']);
    expect(exported.files.get(`${folder}/images/${imageName}`)?.subarray(8, 12).toString()).toBe(
      'WEBP',
    );
    const pages = asArray(multi.file).map((file: { '@href': string }) => file['@href']);
    expect(pages.filter((name) => name.endsWith('.html'))).toHaveLength(2);
    const first = exported.files.get(multi['@href'])?.toString('utf8') ?? '';
    expect(first).toContain('href="page-2.html"');
    for (const name of pages.filter((href) => href.endsWith('.html'))) {
      const html = exported.files.get(name)?.toString('utf8') ?? '';
      for (const [, src] of html.matchAll(/src="([^"]+)"/g))
        expect(exported.files.has(path.posix.join(path.posix.dirname(name), src ?? ''))).toBe(true);
    }
  });

  it('makes an iframe activity a web link', () => {
    const resource = asArray(manifest().resources.resource)[2];
    const link = parser.parse(exported.files.get(resource.file['@href'])?.toString() ?? '').webLink;
    expect(link['@xmlns']).toBe('http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3');
    expect(link.title).toBe('Sim');
    expect(link.url['@href']).toBe('https://phet.colorado.edu/sims/html/x.html');
  });

  it('makes a form a QTI 1.2.1 assessment of the kinds Common Cartridge has, with feedback', () => {
    const resource = asArray(manifest().resources.resource)[3];
    const xml = exported.files.get(resource.file['@href'])?.toString('utf8') ?? '';
    expect(xml).toContain('Question 5 (number) is left out');
    expect(exported.files.get('imsmanifest.xml')?.toString()).toContain(
      '"Check yourself": 1 question left out (number)',
    );
    const root = parser.parse(xml).questestinterop;
    expect(root['@xmlns']).toBe('http://www.imsglobal.org/xsd/ims_qtiasiv1p2');
    const assessment = root.assessment;
    expect(assessment['@title']).toBe('Check yourself');
    const meta = Object.fromEntries(
      asArray(assessment.qtimetadata.qtimetadatafield).map((f: Record<string, unknown>) => [
        f.fieldlabel,
        f.fieldentry,
      ]),
    );
    expect(meta).toMatchObject({ cc_profile: 'cc.exam.v0p1', cc_maxattempts: 2 });
    const items = asArray(assessment.section.item);
    const profile = (item: { itemmetadata: { qtimetadata: { qtimetadatafield: unknown } } }) =>
      asArray(item.itemmetadata.qtimetadata.qtimetadatafield as { fieldentry: string }[])[0]
        ?.fieldentry;
    expect(items.map(profile)).toEqual([
      'cc.multiple_choice.v0p1',
      'cc.multiple_response.v0p1',
      'cc.true_false.v0p1',
      'cc.fib.v0p1',
    ]);
    for (const item of items) {
      // Required by the profile: a prompt, a response, scoring by SCORE, each feedback it shows defined.
      expect(item.presentation.material.mattext['#text']).toBeTruthy();
      expect(item.presentation.response_lid ?? item.presentation.response_str).toBeDefined();
      expect(item.resprocessing.outcomes.decvar['@varname']).toBe('SCORE');
      const shown = asArray(item.resprocessing.respcondition).flatMap((condition) =>
        asArray(condition.displayfeedback).map(
          (feedback: { '@linkrefid': string }) => feedback['@linkrefid'],
        ),
      );
      const defined = asArray(item.itemfeedback).map((feedback) => feedback['@ident']);
      expect(defined.sort()).toEqual([...new Set(shown)].sort());
    }
    const [single, multiple, trueFalse, shortAnswer] = items;
    expect(single.presentation.response_lid['@rcardinality']).toBe('Single');
    expect(asArray(single.itemfeedback).map((f) => f['@ident'])).toEqual(
      expect.arrayContaining(['general_fb', 'choice_co2_fb', 'correct_fb', 'general_incorrect_fb']),
    );
    expect(multiple.presentation.response_lid['@rcardinality']).toBe('Multiple');
    const right = asArray(multiple.resprocessing.respcondition).find(
      (condition) => condition.setvar,
    );
    expect(right.conditionvar.and.varequal).toEqual(
      ['light', 'water'].map((id) => expect.objectContaining({ '#text': id })),
    );
    expect(right.conditionvar.and.not.varequal['#text']).toBe('salt');
    expect(
      asArray(trueFalse.presentation.response_lid.render_choice.response_label).map(
        (label) => label['@ident'],
      ),
    ).toEqual(['true', 'false']);
    const accepted = asArray(shortAnswer.resprocessing.respcondition).find(
      (condition) => condition.setvar,
    ).conditionvar.or.varequal;
    expect(asArray(accepted).map((answer) => [answer['#text'], answer['@case']])).toEqual([
      ['chlorophyll', 'No'],
      ['chlorophyl', 'No'],
    ]);
  });
});

describe('exporting a module as LTI links (Thin Common Cartridge)', () => {
  it('makes every activity an LTI link that opens it in Sparked, in the same outline', async () => {
    const moduleId = (globalThis as { exportModuleId?: string }).exportModuleId ?? '';
    const response = await t.app.inject({
      method: 'GET',
      url: `/sparked-api/modules/${moduleId}/export-lti-links.imscc`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leaves-light-photosynthesis-lti-links.imscc"',
    );
    const files = await unzip(response.rawPayload);
    const root = parser.parse(files.get('imsmanifest.xml')?.toString('utf8') ?? '').manifest;
    const resources = [root.resources.resource].flat();
    // All five activities, the one without an address too: a link opens it whatever it holds.
    expect(resources).toHaveLength(5);
    const activityIds: string[] = [];
    for (const resource of resources) {
      expect(resource['@type']).toBe('imsbasiclti_xmlv1p3');
      const file = String(resource.file['@href']);
      const link = parser.parse(files.get(file)?.toString('utf8') ?? '').cartridge_basiclti_link;
      expect(link['@xmlns']).toBe('http://www.imsglobal.org/xsd/imslticc_v1p3');
      const launch = new URL(String(link['blti:launch_url']));
      const match = /^\/lms\/modules\/([0-9a-f-]{36})\/activities\/([0-9a-f-]{36})$/.exec(
        launch.pathname,
      );
      expect(match?.[1]).toBe(moduleId);
      activityIds.push(String(match?.[2]));
      const custom = [link['blti:custom']['lticm:property']].flat();
      expect(custom.map((property: Record<string, string>) => property['@name'])).toEqual([
        'module_id',
        'activity_id',
      ]);
      expect(link['blti:vendor']['lticp:code']).toBe('sparked');
    }
    expect(new Set(activityIds).size).toBe(5);
    // Nothing but the manifest and the links: no content leaves with a thin cartridge.
    expect(
      [...files.keys()].every(
        (name) => name === 'imsmanifest.xml' || name.endsWith('/lti-link.xml'),
      ),
    ).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'sparked-thin-'));
    for (const [name, bytes] of files) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }
    execFileSync('xmllint', ['--noout', '--nonet', ...files.keys()], { cwd: dir, stdio: 'pipe' });
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a module under a licence', () => {
  it('names the licence and its address in the rights, with no restriction for CC0', async () => {
    const rightsOf = async (licence: string) => {
      const created = await call(owner, 'POST', '/modules', {
        title: `Licensed ${licence}`,
        licence,
      });
      expect(created.body.data.licence).toBe(licence);
      const response = await t.app.inject({
        method: 'GET',
        url: `/sparked-api/modules/${created.body.data.id}/export.imscc`,
        headers: bearer(owner),
      });
      const files = await unzip(response.rawPayload);
      const root = parser.parse(files.get('imsmanifest.xml')?.toString('utf8') ?? '').manifest;
      const rights = root.metadata['lomm:lom']['lomm:rights'];
      return {
        restricted: rights['lomm:copyrightAndOtherRestrictions']['lomm:value'],
        statement: rights['lomm:description']['lomm:string']['#text'],
      };
    };
    expect(await rightsOf('cc-by-4.0')).toEqual({
      restricted: 'yes',
      statement:
        'Licensed under Creative Commons Attribution 4.0 International (https://creativecommons.org/licenses/by/4.0/) by the authors of this module.',
    });
    expect(await rightsOf('cc0-1.0')).toEqual({
      restricted: 'no',
      statement:
        'Licensed under CC0 1.0 Universal Public Domain Dedication (https://creativecommons.org/publicdomain/zero/1.0/) by the authors of this module.',
    });
  });

  it('refuses a licence Sparked does not offer (400)', async () => {
    const created = await call(owner, 'POST', '/modules', { title: 'Odd', licence: 'gpl-3.0' });
    expect(created.status).toBe(400);
  });
});

describe('who may export', () => {
  const url = () =>
    `/modules/${(globalThis as { exportModuleId?: string }).exportModuleId}/export.imscc`;

  it('hides a module from an educator who does not author it (404)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/sparked-api${url()}`,
      headers: bearer(otherEducator),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses students (403)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/sparked-api${url()}`,
      headers: bearer(student),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('an image whose file is gone', () => {
  it('is left out with its alt text, and the package is whole', async () => {
    const { moduleId, unitId } = await newModule('Lost maps');
    const fileName = `${randomUUID()}.webp`;
    await t.database.db
      .insert(moduleImages)
      .values({ fileName, moduleId, width: 10, height: 10, bytes: 10 });
    await call(owner, 'POST', `/modules/${moduleId}/activities`, {
      unitId,
      type: 'ebook',
      title: 'Maps',
      content: {
        type: 'ebook',
        blocks: [
          {
            id: 'm',
            type: 'image',
            src: `/sparked-api/module-images/${fileName}`,
            alt: 'Lost map',
          },
        ],
      },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/sparked-api/modules/${moduleId}/export.imscc`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const files = await unzip(response.rawPayload);
    const page = [...files].find(([name]) => name.endsWith('index.html'))?.[1].toString();
    expect(page).toContain('<p>Lost map</p>');
    expect([...files.keys()].some((name) => name.includes('/images/'))).toBe(false);
  });
});

describe('a large module', () => {
  it('streams the package: memory stays far below its size', async () => {
    const { moduleId, unitId } = await newModule('Big atlas');
    const ownerId = (await call(owner, 'GET', `/modules/${moduleId}`)).body.data;
    expect(ownerId).toBeDefined();
    // 120 MB: what a writer holding the package would keep is then far above the tens of
    // megabytes the process's pools and caches may grow by once, whatever it downloads (30 images
    // grew by 24-32 MB on PostgreSQL, 60 by none).
    const count = 60;
    const size = 2 * 1024 * 1024;
    const names: string[] = [];
    // Stored files written straight to the store: the upload path would re-encode them much smaller.
    const filler = randomBytes(size);
    for (let index = 0; index < count; index += 1) {
      const name = `${randomUUID()}.webp`;
      await storeFile(t, 'module-images', name, filler);
      names.push(name);
    }
    await t.database.db
      .insert(moduleImages)
      .values(
        names.map((fileName) => ({ fileName, moduleId, width: 10, height: 10, bytes: size })),
      );
    const blocks = names.map((name, index) => ({
      id: `i${index}`,
      type: 'image',
      src: `/sparked-api/module-images/${name}`,
      alt: `Map ${index + 1}`,
    }));
    const added = await call(owner, 'POST', `/modules/${moduleId}/activities`, {
      unitId,
      type: 'ebook',
      title: 'Maps',
      content: { type: 'ebook', blocks },
    });
    expect(added.status).toBe(201);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // What is still held, not what waits for the collector: collect before each sample.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const memory = () => {
      collect();
      return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    };
    /** Downloads the package over HTTP, sampling memory every `every` chunks (0: never). */
    const download = (every: number) =>
      new Promise<{ received: number; chunks: number; peak: number; seconds: number }>(
        (resolve, reject) => {
          const started = performance.now();
          const baseline = every ? memory() : 0;
          const seen = { received: 0, chunks: 0, peak: 0 };
          const get = request(
            { port, path: `/sparked-api/modules/${moduleId}/export.imscc`, headers: bearer(owner) },
            (response) => {
              expect(response.statusCode).toBe(200);
              // No length up front: the server does not know it, since it never holds the package.
              expect(response.headers['content-length']).toBeUndefined();
              response.on('data', (chunk: Buffer) => {
                seen.received += chunk.length;
                seen.chunks += 1;
                if (every && seen.chunks % every === 0)
                  seen.peak = Math.max(seen.peak, memory() - baseline);
              });
              response.on('end', () =>
                resolve({ ...seen, seconds: (performance.now() - started) / 1000 }),
              );
              response.on('error', reject);
            },
          );
          get.on('error', reject);
          get.end();
        },
      );
    // The first download is timed and warms the database (its memory grows once and stays).
    const { seconds } = await download(0);
    const { received, chunks, peak } = await download(100);
    const packageBytes = count * size;
    console.info(
      `export of ${count} images: ${(received / 1048576).toFixed(1)} MB in ${seconds.toFixed(2)} s, ` +
        `${chunks} chunks, peak retained heap+buffers growth ${(peak / 1048576).toFixed(1)} MB`,
    );
    expect(received).toBeGreaterThan(packageBytes);
    expect(chunks).toBeGreaterThan(count);
    // The test process holds the server, the client and, on PGlite, the database, whose WASM heap
    // (an ArrayBuffer) grows by a few megabytes while it reads 60 MB of parts; a writer that held
    // the package would grow by all of it (60 MB), this one by a fraction.
    expect(peak).toBeLessThan(packageBytes / 2);
  }, 240_000);
});
