import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CartridgeImport, CartridgeImportItem, ModuleWithOutline } from '@sparked/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleImports } from '../src/db/schema';
import { createDatabaseFileStore } from '../src/files/file-store';
import { createStoredFiles } from '../src/files/stored-files';
import { translate } from '../src/i18n/catalogues';
import { createCourseImport } from '../src/modules/modules/cartridge/import/course-import';
import { createEmbeddableHosts } from '../src/modules/modules/embeddable-hosts';
import { moduleImagePolicy } from '../src/modules/modules/images';
import { type Entry, page, simpleManifest, unzip, xml, zip } from './support/cartridges';
import { storedNames, storeFile } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart, png } from './support/uploads';
import { bearer, createUser, signIn } from './support/users';

// Imports of course packages (decision 0035). Every package here is made in this file from the
// documented formats: Sparked's own export, a Canvas-style CC 1.1 and a Moodle-style CC 1.3
// cartridge, and hostile ones (zip-slip, bombs, entities, scripts, oversized files).

const dataDir = mkdtempSync(path.join(tmpdir(), 'sparked-import-'));
let t: TestApp;
let owner: string;
let ownerUserId: string;
let student: string;

async function call(token: string, method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/sparked-api${url}`,
    headers: bearer(token),
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function upload(bytes: Buffer, fileName = 'course.imscc', token = owner) {
  const { payload, headers } = multipart([
    { name: 'file', value: bytes, fileName, contentType: 'application/zip' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/sparked-api/module-imports',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Polls the import as the page does until it ends. */
async function finished(importId: string, seconds = 15): Promise<CartridgeImport> {
  for (let tries = 0; tries < seconds * 20; tries += 1) {
    const polled = await call(owner, 'GET', `/module-imports/${importId}`);
    expect(polled.status).toBe(200);
    if (polled.body.data.status === 'done' || polled.body.data.status === 'failed')
      return polled.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

async function importPackage(bytes: Buffer, fileName?: string, seconds?: number) {
  const started = await upload(bytes, fileName);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(['queued', 'running', 'done']).toContain(started.body.data.status);
  return finished(started.body.data.id, seconds);
}

const reportOf = (job: CartridgeImport) => {
  if (!job.report) throw new Error(`the import has no report: ${job.status} ${job.error}`);
  return job.report;
};

/** The id of the `index`th activity of a section's first unit. */
const activityIn = (module: ModuleWithOutline, section: number, index: number) => {
  const activity = module.sections[section]?.units[0]?.activities[index];
  if (!activity) throw new Error(`no activity ${index} in section ${section}`);
  return activity.id;
};

const moduleCount = async () => (await call(owner, 'GET', '/modules')).body.data.total as number;
const storedImages = async () => (await storedNames(t, 'module-images')).length;
/** Packages left in the store or in the scratch folder imports copy them to. */
const leftoverUploads = async () => {
  const scratch = path.join(tmpdir(), `sparked-module-imports-${process.pid}`);
  const copies = existsSync(scratch) ? readdirSync(scratch).length : 0;
  return (await storedNames(t, 'module-imports')).length + copies;
};

/** A manifest in the given CC namespace with one webcontent page as its one item. */
// ---------------------------------------------------------------------------------------------
// Canvas (CC 1.1, as Canvas's exporter writes it: modules as items, wiki pages with images in
// web_resources addressed through $IMS-CC-FILEBASE$, QTI quizzes, discussions, web links).
const canvasQti = xml(`<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2">
<assessment ident="g1" title="Leaf quiz">
<qtimetadata><qtimetadatafield><fieldlabel>cc_maxattempts</fieldlabel><fieldentry>3</fieldentry></qtimetadatafield></qtimetadata>
<section ident="root_section">
<item ident="i1" title="Question">
<itemmetadata><qtimetadata>
<qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_choice_question</fieldentry></qtimetadatafield>
<qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>2.0</fieldentry></qtimetadatafield>
</qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html">&lt;div&gt;&lt;p&gt;Which gas do &lt;strong&gt;leaves&lt;/strong&gt; take in?&lt;/p&gt;&lt;/div&gt;</mattext></material>
<response_lid ident="response1" rcardinality="Single"><render_choice>
<response_label ident="1001"><material><mattext texttype="text/plain">Carbon dioxide</mattext></material></response_label>
<response_label ident="1002"><material><mattext texttype="text/plain">Oxygen</mattext></material></response_label>
</render_choice></response_lid></presentation>
<resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>
<respcondition continue="Yes"><conditionvar><varequal respident="response1">1002</varequal></conditionvar><displayfeedback feedbacktype="Response" linkrefid="1002_fb"/></respcondition>
<respcondition continue="No"><conditionvar><varequal respident="response1">1001</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar><displayfeedback feedbacktype="Response" linkrefid="correct_fb"/></respcondition>
<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_incorrect_fb"/></respcondition>
</resprocessing>
<itemfeedback ident="general_fb"><flow_mat><material><mattext texttype="text/html">&lt;p&gt;Plants fix carbon.&lt;/p&gt;</mattext></material></flow_mat></itemfeedback>
<itemfeedback ident="correct_fb"><flow_mat><material><mattext texttype="text/plain">Right.</mattext></material></flow_mat></itemfeedback>
<itemfeedback ident="1002_fb"><flow_mat><material><mattext texttype="text/plain">Leaves give it off.</mattext></material></flow_mat></itemfeedback>
</item>
<item ident="i2" title="Question">
<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_answers_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html">&lt;p&gt;What does photosynthesis need?&lt;/p&gt;</mattext></material>
<response_lid ident="response1" rcardinality="Multiple"><render_choice>
<response_label ident="a"><material><mattext>Light</mattext></material></response_label>
<response_label ident="b"><material><mattext>Water</mattext></material></response_label>
<response_label ident="c"><material><mattext>Salt</mattext></material></response_label>
</render_choice></response_lid></presentation>
<resprocessing><outcomes><decvar varname="SCORE"/></outcomes>
<respcondition continue="No"><conditionvar><and><varequal respident="response1">a</varequal><varequal respident="response1">b</varequal><not><varequal respident="response1">c</varequal></not></and></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>
</resprocessing></item>
<item ident="i3" title="Question">
<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>true_false_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext>Roots make sugar.</mattext></material>
<response_lid ident="response1" rcardinality="Single"><render_choice>
<response_label ident="t1"><material><mattext>True</mattext></material></response_label>
<response_label ident="f1"><material><mattext>False</mattext></material></response_label>
</render_choice></response_lid></presentation>
<resprocessing><respcondition continue="No"><conditionvar><varequal respident="response1">f1</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing></item>
<item ident="i4" title="Question">
<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>short_answer_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext>The green pigment is called ___.</mattext></material>
<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str></presentation>
<resprocessing><respcondition continue="No"><conditionvar><varequal respident="response1">chlorophyll</varequal><varequal respident="response1">chlorophyl</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing></item>
<item ident="i5" title="Question">
<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>essay_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext>Explain why leaves are green.</mattext></material><response_str ident="response1" rcardinality="Single"><render_fib/></response_str></presentation></item>
</section></assessment></questestinterop>`);

async function canvasCartridge() {
  const manifest =
    xml(`<manifest identifier="g0" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1" xmlns:lom="http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource" xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p1/LOM/manifest">
<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion>
<lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string>Biology 101 &amp; Lab</lomimscc:string></lomimscc:title></lomimscc:general></lomimscc:lom></metadata>
<organizations><organization identifier="org_1" structure="rooted-hierarchy"><item identifier="LearningModules">
<item identifier="m1"><title>Module 1: Leaves</title>
<item identifier="m1i1" identifierref="wiki1"><title>Leaf anatomy</title></item>
<item identifier="m1i2" identifierref="quiz1"><title>Leaf quiz</title></item>
<item identifier="m1i3" identifierref="disc1"><title>Talk about leaves</title></item>
</item>
<item identifier="m2"><title>Module 2: Further reading</title>
<item identifier="m2i1" identifierref="link1"><title>PhET simulation</title></item>
<item identifier="m2i2" identifierref="file1"><title>Worksheet (PDF)</title></item>
</item>
</item></organization></organizations>
<resources>
<resource identifier="wiki1" type="webcontent" href="wiki_content/leaf-anatomy.html"><file href="wiki_content/leaf-anatomy.html"/></resource>
<resource identifier="quiz1" type="imsqti_xmlv1p2/imscc_xmlv1p1/assessment"><file href="quiz1/assessment_qti.xml"/></resource>
<resource identifier="disc1" type="imsdt_xmlv1p1"><file href="disc1.xml"/></resource>
<resource identifier="link1" type="imswl_xmlv1p1"><file href="link1.xml"/></resource>
<resource identifier="file1" type="webcontent" href="web_resources/worksheet.pdf"><file href="web_resources/worksheet.pdf"/></resource>
<resource identifier="img" type="webcontent" href="web_resources/leaf.png"><file href="web_resources/leaf.png"/></resource>
</resources></manifest>`);
  return zip([
    { path: 'imsmanifest.xml', data: manifest },
    {
      path: 'wiki_content/leaf-anatomy.html',
      data: page(
        `<h2>Parts of a leaf</h2><p>A leaf has a <strong>blade</strong> and a <em>stalk</em>. See <a href="https://en.wikipedia.org/wiki/Leaf">Leaf</a>.</p><p><img src="%24IMS-CC-FILEBASE%24/leaf.png" alt="A leaf"></p><ul><li>Veins</li><li>Stomata</li></ul>`,
      ),
    },
    { path: 'quiz1/assessment_qti.xml', data: canvasQti },
    {
      path: 'disc1.xml',
      data: xml(
        `<topic xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imsdt_v1p1"><title>Talk about leaves</title><text texttype="text/html">Why?</text></topic>`,
      ),
    },
    {
      path: 'link1.xml',
      data: xml(
        `<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imswl_v1p1"><title>PhET</title><url href="https://phet.colorado.edu/sims/html/x.html" target="_blank"/></webLink>`,
      ),
    },
    { path: 'web_resources/worksheet.pdf', data: '%PDF-1.4 not really' },
    { path: 'web_resources/leaf.png', data: await png(60, 40) },
  ]);
}

// Moodle (CC 1.3 namespaces, sections as items, pages as webcontent, a forum, a quiz whose HTML
// is in CDATA and whose multiple-response options each add to the score).
async function moodleCartridge() {
  const manifest =
    xml(`<manifest identifier="cctd0001" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest">
<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion>
<lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string language="fr">Cours de botanique</lomimscc:string></lomimscc:title><lomimscc:language>fr</lomimscc:language></lomimscc:general></lomimscc:lom></metadata>
<organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="root">
<item identifier="sec0"><title>Généralités</title>
<item identifier="it1" identifierref="res1"><title>Annonces</title></item>
</item>
<item identifier="sec1"><title>Thème 1</title>
<item identifier="it2" identifierref="res2"><title>Lire : les racines</title></item>
<item identifier="it3" identifierref="res3"><title>Site du musée</title></item>
<item identifier="it4" identifierref="res4"><title>Test rapide</title></item>
<item identifier="it5" identifierref="res5"><title>Outil externe</title></item>
</item>
</item></organization></organizations>
<resources>
<resource identifier="res1" type="imsdt_xmlv1p3"><file href="res1/discussion.xml"/></resource>
<resource identifier="res2" type="webcontent" href="res2/page.html"><file href="res2/page.html"/></resource>
<resource identifier="res3" type="imswl_xmlv1p3"><file href="res3/weblink.xml"/></resource>
<resource identifier="res4" type="imsqti_xmlv1p2/imscc_xmlv1p3/assessment"><file href="res4/assessment.xml"/></resource>
<resource identifier="res5" type="imsbasiclti_xmlv1p0"><file href="res5/lti.xml"/></resource>
</resources></manifest>`);
  const qti =
    xml(`<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2"><assessment ident="qz" title="Test rapide">
<qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.exam.v0p1</fieldentry></qtimetadatafield></qtimetadata>
<section ident="s"><item ident="mr1">
<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.multiple_response.v0p1</fieldentry></qtimetadatafield><qtimetadatafield><fieldlabel>cc_weighting</fieldlabel><fieldentry>3</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html"><![CDATA[<p>Quelles parties sont <b>sous terre</b> ?</p>]]></mattext></material>
<response_lid ident="r" rcardinality="Multiple"><render_choice>
<response_label ident="A"><material><mattext texttype="text/html"><![CDATA[<p>Racines</p>]]></mattext></material></response_label>
<response_label ident="B"><material><mattext texttype="text/html"><![CDATA[<p>Feuilles</p>]]></mattext></material></response_label>
<response_label ident="C"><material><mattext texttype="text/html"><![CDATA[<p>Tubercules</p>]]></mattext></material></response_label>
</render_choice></response_lid></presentation>
<resprocessing><outcomes><decvar varname="SCORE"/></outcomes>
<respcondition continue="Yes"><conditionvar><varequal respident="r">A</varequal></conditionvar><setvar action="Add" varname="SCORE">50</setvar></respcondition>
<respcondition continue="Yes"><conditionvar><varequal respident="r">C</varequal></conditionvar><setvar action="Add" varname="SCORE">50</setvar></respcondition>
<respcondition continue="Yes"><conditionvar><varequal respident="r">B</varequal></conditionvar><setvar action="Add" varname="SCORE">-100</setvar></respcondition>
</resprocessing></item>
<item ident="es1"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.essay.v0p1</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext>Décrivez une racine.</mattext></material><response_str ident="r"><render_fib/></response_str></presentation></item>
</section></assessment></questestinterop>`);
  return zip([
    { path: 'imsmanifest.xml', data: manifest },
    {
      path: 'res1/discussion.xml',
      data: xml(
        `<topic xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imsdt_v1p3"><title>Annonces</title><text texttype="text/plain">Bienvenue</text></topic>`,
      ),
    },
    {
      path: 'res2/page.html',
      data: page(
        `<h1>Lire : les racines</h1><p>Les racines <span style="color:red">absorbent</span> l'eau.</p><figure><img src="racine.jpg" alt="Une racine"><figcaption>Une racine</figcaption></figure>`,
      ),
    },
    { path: 'res2/racine.jpg', data: await png(30, 30) },
    {
      path: 'res3/weblink.xml',
      data: xml(
        `<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3"><title>Musée</title><url href="https://musee.example.fr/plantes"/></webLink>`,
      ),
    },
    { path: 'res4/assessment.xml', data: qti },
    { path: 'res5/lti.xml', data: xml('<cartridge_basiclti_link/>') },
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const ownerUser = await createUser(t.database.db, 'facilitator');
  ownerUserId = ownerUser.id;
  owner = (await signIn(t.app, ownerUser.email)).accessToken;
  student = (await signIn(t.app, (await createUser(t.database.db, 'student')).email)).accessToken;
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const activityOf = async (moduleId: string, activityId: string) =>
  (await call(owner, 'GET', `/modules/${moduleId}/activities/${activityId}`)).body.data;

describe('importing a Canvas-style Common Cartridge 1.1', () => {
  let job: CartridgeImport;
  let module: ModuleWithOutline;
  beforeAll(async () => {
    job = await importPackage(await canvasCartridge(), 'biology-101.imscc');
    module = (await call(owner, 'GET', `/modules/${job.moduleId}`)).body.data;
  }, 30_000);

  it('makes a new draft module with the organization as its outline', () => {
    expect(job.status).toBe('done');
    expect(module.status).toBe('draft');
    expect(module.role).toBe('owner');
    expect(module.title).toBe('Biology 101 & Lab');
    expect(module.sections.map((s: { title: string }) => s.title)).toEqual([
      'Module 1: Leaves',
      'Module 2: Further reading',
    ]);
    const activities = module.sections.flatMap((s) => s.units.flatMap((u) => u.activities));
    expect(activities.map((a: { type: string; title: string }) => [a.type, a.title])).toEqual([
      ['ebook', 'Leaf anatomy'],
      ['form', 'Leaf quiz'],
      ['iframe', 'PhET simulation'],
    ]);
  });

  it('reports what came in and what was skipped, and why', () => {
    expect(reportOf(job).imported).toBe(3);
    expect(reportOf(job).skipped).toBe(2);
    const byTitle = new Map(reportOf(job).items.map((item) => [item.title, item]));
    expect(byTitle.get('Talk about leaves')).toMatchObject({
      outcome: 'skipped',
      kind: 'discussion',
    });
    expect(byTitle.get('Worksheet (PDF)')).toMatchObject({ outcome: 'skipped' });
    expect((byTitle.get('Worksheet (PDF)') as CartridgeImportItem).note).toContain('worksheet.pdf');
    expect((byTitle.get('Leaf quiz') as CartridgeImportItem).note).toContain('4 questions');
    expect((byTitle.get('Leaf quiz') as CartridgeImportItem).note).toContain('essay');
    expect(job.progress).toEqual({ done: 5, total: 5 });
  });

  it("says each item's note in the reader's language, its English kept (decision 0046)", () => {
    const byTitle = new Map(reportOf(job).items.map((item) => [item.title, item]));
    const quiz = byTitle.get('Leaf quiz') as CartridgeImportItem;
    expect(quiz.noteEntries?.[0]).toEqual({
      id: 'modules.import.became-a-form',
      values: { count: 4 },
    });
    expect(quiz.noteEntries).toContainEqual({ id: 'modules.import.left-out' });
    // The page shows every sentence from the catalogue, as the server reads fil.po here.
    const inFilipino = (item: CartridgeImportItem) =>
      (item.noteEntries ?? [])
        .map((entry) => translate('fil', { ...entry, message: '' }))
        .join(' ');
    expect(inFilipino(quiz)).toMatch(/^Naging form na may 4 na tanong\. Hindi isinama: .*essay/);
    expect(inFilipino(byTitle.get('Talk about leaves') as CartridgeImportItem)).toBe(
      'Hindi bahagi ng mga modyul ng Sparked ang mga talakayan; magsimula na lang ng isa kasama ang iyong klase.',
    );
  });

  it('turns the wiki page into an e-book with its image stored as a module image', async () => {
    const ebook = await activityOf(module.id, activityIn(module, 0, 0));
    const blocks = ebook.content.blocks;
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['text', 'image', 'text']);
    expect(JSON.stringify(blocks[0].doc)).toContain('"href":"https://en.wikipedia.org/wiki/Leaf"');
    expect(blocks[0].doc.content[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    expect(blocks[1]).toMatchObject({ alt: 'A leaf' });
    const image = await t.app.inject({ method: 'GET', url: blocks[1].src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(blocks[2].doc.content[0].type).toBe('bulletList');
  });

  it('turns the QTI quiz into a form: choices, true/false, short answer and feedback', async () => {
    const form = await activityOf(module.id, activityIn(module, 0, 1));
    const [single, multiple, trueFalse, short] = form.content.questions;
    expect(form.content.attempts).toBe(3);
    expect(single).toMatchObject({
      type: 'single',
      prompt: 'Which gas do leaves take in?',
      points: 2,
      correct: '1001',
      feedback: { correct: 'Right.' },
      explanation: 'Plants fix carbon.',
    });
    expect(single.options).toEqual([
      { id: '1001', text: 'Carbon dioxide' },
      { id: '1002', text: 'Oxygen', feedback: 'Leaves give it off.' },
    ]);
    expect(multiple).toMatchObject({ type: 'multiple', correct: ['a', 'b'] });
    expect(trueFalse).toMatchObject({ type: 'true-false', correct: false });
    expect(short).toMatchObject({ type: 'short-answer', accepted: ['chlorophyll', 'chlorophyl'] });
  });

  it('turns a web link on an allowed host into an embedded page', async () => {
    const link = await activityOf(module.id, activityIn(module, 1, 0));
    expect(link.content).toMatchObject({
      type: 'iframe',
      url: 'https://phet.colorado.edu/sims/html/x.html',
    });
  });
});

describe('importing a Moodle-style Common Cartridge 1.3', () => {
  let job: CartridgeImport;
  let module: ModuleWithOutline;
  beforeAll(async () => {
    job = await importPackage(await moodleCartridge(), 'botanique.imscc');
    module = (await call(owner, 'GET', `/modules/${job.moduleId}`)).body.data;
  }, 30_000);

  it('keeps sections, language and title, and reports forum and LTI tool as skipped', () => {
    expect(module).toMatchObject({ title: 'Cours de botanique', language: 'fr' });
    expect(module.sections.map((s: { title: string }) => s.title)).toEqual([
      'Généralités',
      'Thème 1',
    ]);
    expect(job.report).toMatchObject({ imported: 3, skipped: 2 });
    const skipped = reportOf(job).items.filter(
      (item: CartridgeImportItem) => item.outcome === 'skipped',
    );
    expect(skipped.map((item: CartridgeImportItem) => item.kind).sort()).toEqual([
      'LTI link',
      'discussion',
    ]);
  });

  it('keeps a link to a host Sparked may not embed as an e-book with the link', async () => {
    const activities = module.sections[1]?.units[0]?.activities ?? [];
    expect(activities.map((a) => a.type)).toEqual(['ebook', 'ebook', 'form']);
    const link = await activityOf(module.id, activityIn(module, 1, 1));
    expect(JSON.stringify(link.content)).toContain('https://musee.example.fr/plantes');
    const item = reportOf(job).items.find(
      (entry: CartridgeImportItem) => entry.title === 'Site du musée',
    );
    expect(item?.note).toContain('musee.example.fr is not on the list');
  });

  it('drops the h1 repeating the title, keeps the figure caption, reads CDATA HTML and partial scores', async () => {
    const ebook = await activityOf(module.id, activityIn(module, 1, 0));
    expect(JSON.stringify(ebook.content)).not.toContain('Lire : les racines');
    expect(JSON.stringify(ebook.content)).not.toContain('color');
    expect(ebook.content.blocks[1]).toMatchObject({
      type: 'image',
      alt: 'Une racine',
      caption: 'Une racine',
    });
    const form = await activityOf(module.id, activityIn(module, 1, 2));
    expect(form.content.questions).toHaveLength(1);
    expect(form.content.questions[0]).toMatchObject({
      type: 'multiple',
      prompt: 'Quelles parties sont sous terre ?',
      points: 3,
      correct: ['A', 'C'],
    });
  });
});

describe('round trip: export, import, export again', () => {
  it('gives the same outline, texts and questions', async () => {
    const created = await call(owner, 'POST', '/modules', {
      title: 'Round trip',
      description: 'There and back.',
      licence: 'cc-by-sa-4.0',
    });
    const moduleId = created.body.data.id;
    const section = await call(owner, 'POST', `/modules/${moduleId}/sections`, { title: 'Light' });
    const unit = await call(owner, 'POST', `/modules/${moduleId}/units`, {
      sectionId: section.body.data.id,
      title: 'Leaves',
    });
    await call(owner, 'POST', `/modules/${moduleId}/units`, {
      sectionId: section.body.data.id,
      title: 'Empty unit',
    });
    const { payload, headers } = multipart([
      { name: 'file', value: await png(), fileName: 'a.png' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/sparked-api/modules/${moduleId}/images`,
      payload,
      headers: { ...headers, ...bearer(owner) },
    });
    const src = uploaded.json().data.src;
    const doc = (text: string) => ({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read <more> & ' },
            {
              type: 'text',
              text: 'here',
              marks: [
                { type: 'link', attrs: { href: 'https://example.org/a?b=1&c=2' } },
                { type: 'bold' },
              ],
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
            },
          ],
        },
      ],
    });
    const questions = [
      {
        id: 'q1',
        type: 'single',
        prompt: 'Which gas?',
        points: 2,
        options: [
          { id: 'co2', text: 'CO2', feedback: 'Yes.' },
          { id: 'o2', text: 'O2' },
        ],
        correct: 'co2',
        feedback: { correct: 'Right.', incorrect: 'Not quite.' },
        explanation: 'Carbon.',
      },
      {
        id: 'q2',
        type: 'multiple',
        prompt: 'Needs?',
        options: [
          { id: 'l', text: 'Light' },
          { id: 'w', text: 'Water' },
          { id: 's', text: 'Salt' },
        ],
        correct: ['l', 'w'],
      },
      {
        id: 'q3',
        type: 'true-false',
        prompt: 'Roots make sugar.',
        correct: false,
        answerFeedback: { true: 'Leaves do.' },
      },
      {
        id: 'q4',
        type: 'short-answer',
        prompt: 'Pigment?',
        accepted: ['chlorophyll'],
        caseSensitive: true,
      },
    ];
    for (const activity of [
      {
        type: 'ebook',
        title: 'A leaf',
        content: {
          type: 'ebook',
          blocks: [
            { id: 'b1', type: 'text', doc: doc('Sunlight') },
            { id: 'b2', type: 'image', src, alt: 'Leaf', caption: 'A leaf' },
            { id: 'b3', type: 'code', language: 'text', code: 'a < b' },
            { id: 'b4', type: 'divider' },
            { id: 'b5', type: 'callout', tone: 'info', doc: doc('Note') },
          ],
        },
      },
      {
        type: 'multi-ebook',
        title: 'A cell',
        content: {
          type: 'multi-ebook',
          pages: [
            { id: 'p1', title: 'Wall', blocks: [{ id: 'x', type: 'text', doc: doc('Walls') }] },
            {
              id: 'p2',
              title: 'Chloroplasts',
              blocks: [{ id: 'y', type: 'image', src, alt: 'Green' }],
            },
          ],
        },
      },
      {
        type: 'iframe',
        title: 'Simulation',
        content: {
          type: 'iframe',
          url: 'https://phet.colorado.edu/sims/html/x.html',
          title: 'Sim',
        },
      },
      { type: 'form', title: 'Check', content: { type: 'form', questions, attempts: 2 } },
    ]) {
      const added = await call(owner, 'POST', `/modules/${moduleId}/activities`, {
        unitId: unit.body.data.id,
        ...activity,
      });
      expect(added.status).toBe(201);
    }
    const exportOf = async (id: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/sparked-api/modules/${id}/export.imscc`,
        headers: bearer(owner),
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    const first = await exportOf(moduleId);
    const job = await importPackage(first, 'round-trip.imscc');
    expect(job.status).toBe('done');
    expect(job.report).toMatchObject({ imported: 4, skipped: 0 });
    const imported = await call(owner, 'GET', `/modules/${job.moduleId}`);
    expect(imported.body.data.licence).toBe('cc-by-sa-4.0');
    const second = await exportOf(String(job.moduleId));

    // Ids differ (new module, new activities, new image names); everything else must not.
    const normalise = async (bytes: Buffer) => {
      const files = await unzip(bytes);
      const ids = new Map<string, string>();
      const stable = (text: string) =>
        text
          .replace(/[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/g, (id) => {
            if (!ids.has(id)) ids.set(id, `ID${ids.size}`);
            return ids.get(id) ?? id;
          })
          .replace(/[0-9a-f]{32}/g, (id) => {
            const key = id.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
            if (!ids.has(key)) ids.set(key, `ID${ids.size}`);
            return ids.get(key) ?? id;
          });
      return new Map(
        [...files].map(([name, data]) => [
          stable(name),
          /\.(xml|html)$/.test(name) ? stable(data.toString('utf8')) : data.length > 0,
        ]),
      );
    };
    const before = await normalise(first);
    const after = await normalise(second);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, content] of before) expect(after.get(name), name).toEqual(content);
  }, 60_000);
});

describe('hostile and broken packages are refused and change nothing', () => {
  /** Imports `bytes` and expects a refusal naming `reason`, with no module and no file stored. */
  async function refused(bytes: Buffer, reason: RegExp) {
    const modules = await moduleCount();
    const images = await storedImages();
    const started = await upload(bytes);
    let message: string;
    if (started.status === 202) {
      const job = await finished(started.body.data.id);
      expect(job.status).toBe('failed');
      expect(job.moduleId).toBeNull();
      message = String(job.error);
    } else {
      expect(started.status).toBe(422);
      message = started.body.error;
    }
    expect(message).toMatch(reason);
    expect(await moduleCount()).toBe(modules);
    expect(await storedImages()).toBe(images);
    expect(await leftoverUploads()).toBe(0);
  }

  /** Renames an entry in the zip's bytes (local header and central directory) after yazl wrote it. */
  const renamed = (bytes: Buffer, from: string, to: string) => {
    expect(to.length).toBe(from.length);
    return Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
  };

  it('refuses a zip-slip path', async () => {
    const bytes = await zip([
      { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
      { path: 'a.html', data: page('<p>x</p>') },
      { path: 'xx/evil.txt', data: 'owned' },
    ]);
    await refused(renamed(bytes, 'xx/evil.txt', '../evil.txt'), /outside its folder/);
  });

  it('refuses a manifest pointing outside the package', async () => {
    await refused(
      await zip([{ path: 'imsmanifest.xml', data: simpleManifest('../../etc/passwd') }]),
      /points outside the package/,
    );
  });

  it('refuses XML external entities and billion laughs without expanding them', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE manifest [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>`;
    await refused(await zip([{ path: 'imsmanifest.xml', data: xxe }]), /DOCTYPE/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><manifest>&lol3;</manifest>`;
    await refused(await zip([{ path: 'imsmanifest.xml', data: laughs }]), /DOCTYPE/);
  });

  it('refuses a zip bomb: a file that unpacks past its limit, honest header or not', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const honest = await zip([
      { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
      { path: 'a.html', data: big },
    ]);
    await refused(honest, /larger than 5 MB unpacked/);
    // The same, with both headers claiming 100 bytes: the bytes are counted as they inflate.
    const lying = Buffer.from(honest);
    const size = big.length;
    for (let at = 0; at < lying.length - 4; at += 1)
      if (lying.readUInt32LE(at) === size) lying.writeUInt32LE(100, at);
    await refused(lying, /damaged|larger than|suspiciously/);
  });

  it('refuses a file compressed past the ratio a real file has', async () => {
    await refused(
      await zip([
        { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
        { path: 'a.html', data: Buffer.alloc(4 * 1024 * 1024, 0x61) },
      ]),
      /compressed suspiciously well/,
    );
  });

  it('refuses a package with too many files', async () => {
    const entries: Entry[] = [{ path: 'imsmanifest.xml', data: simpleManifest('a.html') }];
    for (let index = 0; index < 5001; index += 1)
      entries.push({ path: `f/${index}`, data: '', store: true });
    await refused(await zip(entries), /more than 5000 files/);
  });

  it('refuses a file that is not a zip, and a zip that is not a cartridge', async () => {
    await refused(Buffer.from('just text, not a zip at all'), /not a zip/);
    await refused(await zip([{ path: 'readme.txt', data: 'hello' }]), /no imsmanifest\.xml/);
  });

  it('removes images already stored when the package fails after them', async () => {
    const manifest =
      xml(`<manifest xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"><organizations><organization><item identifier="root">
<item identifier="a" identifierref="R1"><title>Page</title></item></item></organization></organizations>
<resources><resource identifier="R1" type="webcontent" href="a.html"><file href="a.html"/></resource></resources></manifest>`);
    // The image is fine; a second copy of it in the same page is a damaged one, read after.
    const good = await png(20, 20);
    const bytes = await zip([
      { path: 'imsmanifest.xml', data: manifest },
      { path: 'a.html', data: page('<img src="i.png" alt="ok"><img src="j.png" alt="bomb">') },
      { path: 'i.png', data: good },
      { path: 'j.png', data: Buffer.alloc(3 * 1024 * 1024, 0) },
    ]);
    await refused(bytes, /suspiciously/);
  });
});

describe('HTML from a package is cut to what the e-book editor has', () => {
  it('strips scripts, event handlers, styles and unsafe links, keeping the text', async () => {
    const html = `<html><head><script>alert(1)</script><style>p{}</style></head><body onload="steal()">
<p onclick="steal()">Safe <a href="javascript:alert(1)">text</a> and <a href="https://example.org/" onmouseover="x()">a link</a></p>
<script>document.cookie</script><iframe src="javascript:alert(2)"></iframe><img src="x" onerror="alert(3)">
<svg><script>alert(4)</script></svg><form><input value="pw"></form><p>End</p></body></html>`;
    const job = await importPackage(
      await zip([
        { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
        { path: 'a.html', data: html },
      ]),
    );
    expect(job.status).toBe('done');
    const module = (await call(owner, 'GET', `/modules/${job.moduleId}`)).body.data;
    const ebook = await activityOf(module.id, module.sections[0].units[0].activities[0].id);
    const stored = JSON.stringify(ebook.content);
    for (const bad of [
      'alert',
      'steal',
      'javascript',
      'cookie',
      'onclick',
      'onerror',
      'pw',
      'style',
    ])
      expect(stored).not.toContain(bad);
    expect(stored).toContain('Safe ');
    expect(stored).toContain('"href":"https://example.org/"');
    expect(stored).toContain('End');
    expect(reportOf(job).items[0]?.note).toMatch(/1 image was left out/);
  });
});

describe('what a package leaves untitled', () => {
  it("is titled in the importing educator's language (decision 0046)", async () => {
    const untitled = await zip([
      {
        path: 'imsmanifest.xml',
        data: simpleManifest('a.html').replace('<title>Page</title>', '<title> </title>'),
      },
      { path: 'a.html', data: '<html><body><p>Hello</p></body></html>' },
    ]);
    const titles = async (acceptLanguage: string) => {
      const { payload, headers } = multipart([
        { name: 'file', value: untitled, fileName: '.imscc', contentType: 'application/zip' },
      ]);
      const started = await t.app.inject({
        method: 'POST',
        url: '/sparked-api/module-imports',
        payload,
        headers: { ...headers, ...bearer(owner), 'accept-language': acceptLanguage },
      });
      const job = await finished(started.json().data.id);
      const module = (await call(owner, 'GET', `/modules/${job.moduleId}`)).body.data;
      return [module.title, module.sections[0].units[0].activities[0].title];
    };
    expect(await titles('fil-PH,fil;q=0.9')).toEqual(['Inangkat na modyul', 'Walang pamagat']);
    expect(await titles('en')).toEqual(['Imported module', 'Untitled']);
  });
});

describe('who may import', () => {
  it('refuses students, and shows an import only to its educator', async () => {
    const bytes = await zip([
      { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
      { path: 'a.html', data: page('<p>Hello</p>') },
    ]);
    expect((await upload(bytes, 'x.imscc', student)).status).toBe(403);
    const started = await upload(bytes);
    await finished(started.body.data.id);
    const other = (await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email))
      .accessToken;
    expect((await call(other, 'GET', `/module-imports/${started.body.data.id}`)).status).toBe(404);
  });

  it('answers 415 to an upload that is not multipart', async () => {
    const response = await call(owner, 'POST', '/module-imports', { file: 'x' });
    expect(response.status).toBe(415);
  });
});

describe('an import its instance stopped running', () => {
  it('is queued again and finished by the resume job', async () => {
    const packageFile = '7d4f7a4c-7a43-4f4e-9d4e-2b2f0b6a9c11.zip';
    await storeFile(
      t,
      'module-imports',
      packageFile,
      await zip([
        { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
        { path: 'a.html', data: page('<p>Left behind</p>') },
      ]),
    );
    const userId = ownerUserId;
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    const [row] = await t.database.db
      .insert(moduleImports)
      .values({
        userId,
        fileName: 'left.imscc',
        packageFile,
        status: 'running',
        updatedAt: twentyMinutesAgo,
      })
      .returning();
    const db = t.database.db;
    const importer = createCourseImport({
      db,
      files: createStoredFiles(createDatabaseFileStore(db), 'module-images', 'webp'),
      policy: moduleImagePolicy,
      hosts: createEmbeddableHosts({ db }),
      packages: createStoredFiles(createDatabaseFileStore(db), 'module-imports', 'zip'),
      scratch: path.join(tmpdir(), `sparked-module-imports-${process.pid}`),
    });
    // A running import updated recently is left alone: its instance may still be at it.
    expect(await importer.resume(new Date(twentyMinutesAgo.getTime() + 60_000))).toEqual({
      resumed: 0,
    });
    expect(await importer.resume()).toEqual({ resumed: 1 });
    const job = await finished(String(row?.id));
    expect(job.status).toBe('done');
    expect(reportOf(job).imported).toBe(1);
    expect(await leftoverUploads()).toBe(0);
  });
});

describe.runIf(process.env.MEASURE_IMPORT)('import of a large module (measured)', () => {
  it('imports 200 activities with 100 images', async () => {
    const items: string[] = [];
    const resources: string[] = [];
    const entries: Entry[] = [];
    // Distinct photos (noise compresses like one): each is decoded, checked and re-encoded.
    const photo = (seed: number) =>
      sharp({
        create: {
          width: 1200,
          height: 800,
          channels: 3,
          background: '#000000',
          noise: { type: 'gaussian', mean: 100 + (seed % 50), sigma: 12 },
        },
      })
        .jpeg({ quality: 70 })
        .toBuffer();
    for (let index = 0; index < 200; index += 1) {
      items.push(
        `<item identifier="i${index}" identifierref="r${index}"><title>Activity ${index}</title></item>`,
      );
      const withImage = index < 100 ? `<img src="img${index}.png" alt="Image ${index}">` : '';
      resources.push(
        `<resource identifier="r${index}" type="webcontent" href="p${index}/index.html"><file href="p${index}/index.html"/></resource>`,
      );
      entries.push({
        path: `p${index}/index.html`,
        data: page(
          `<h2>Part ${index}</h2>${'<p>Some text about leaves and light. </p>'.repeat(40)}${withImage}`,
        ),
      });
      if (index < 100)
        entries.push({ path: `p${index}/img${index}.png`, data: await photo(index), store: true });
    }
    const manifest =
      xml(`<manifest xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1"><organizations><organization><item identifier="root">
<item identifier="s"><title>Everything</title>${items.join('')}</item></item></organization></organizations><resources>${resources.join('')}</resources></manifest>`);
    const bytes = await zip([{ path: 'imsmanifest.xml', data: manifest }, ...entries]);
    // The package is a buffer of this test (as the upload is); what the import adds is measured.
    const used = () => {
      const memory = process.memoryUsage();
      return { rss: memory.rss, heap: memory.heapUsed + memory.arrayBuffers };
    };
    const baseline = used();
    const peak = { ...baseline };
    const sampler = setInterval(() => {
      const now = used();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heap);
    }, 10);
    const started = performance.now();
    const job = await importPackage(bytes, 'large.imscc', 600);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    expect(job.status).toBe('done');
    expect(reportOf(job).imported).toBe(200);
    expect(await storedImages()).toBeGreaterThanOrEqual(100);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `import of 200 activities with 100 images (${(bytes.length / 1024 / 1024).toFixed(1)} MB package): ${seconds.toFixed(1)} s; peak RSS ${mb(peak.rss)} MB (+${mb(peak.rss - baseline.rss)} MB), peak JS heap + buffers +${mb(peak.heap - baseline.heap)} MB over the test process before`,
    );

    // The same module exported again, over HTTP as a browser downloads it, the bytes dropped.
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const exportBaseline = used();
    const exportPeak = { ...exportBaseline };
    const exportSampler = setInterval(() => {
      const now = used();
      exportPeak.rss = Math.max(exportPeak.rss, now.rss);
      exportPeak.heap = Math.max(exportPeak.heap, now.heap);
    }, 10);
    const exportStarted = performance.now();
    const answer = await fetch(
      `http://127.0.0.1:${port}/sparked-api/modules/${job.moduleId}/export.imscc`,
      { headers: bearer(owner) },
    );
    expect(answer.status).toBe(200);
    let exported = 0;
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>)
      exported += chunk.length;
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    clearInterval(exportSampler);
    console.log(
      `export of the same module (${(exported / 1024 / 1024).toFixed(1)} MB package): ${exportSeconds.toFixed(1)} s; peak RSS +${mb(exportPeak.rss - exportBaseline.rss)} MB, peak JS heap + buffers +${mb(exportPeak.heap - exportBaseline.heap)} MB`,
    );
  }, 900_000);
});
