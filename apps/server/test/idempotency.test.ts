import { randomUUID } from 'node:crypto';
import {
  apiPrefixes,
  type Endpoint,
  type EndpointName,
  endpointPath,
  endpoints,
  helpDeskAssistantId,
  idempotencyKeyHeader,
  ltiClaims,
} from '@sparked/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiContexts, ltiPlatforms } from '../src/db/schema';
import { learningRecordsRepository } from '../src/modules/learning-records/repository';
import { seedId } from '../src/seed/economy-catalogue';
import { plainAvatar } from './support/avatars';
import { onePageCartridge } from './support/cartridges';
import { grant, signInAdmin, storeItem } from './support/economy';
import { fakeService } from './support/fake-service';
import { ticketFields, waitForRun } from './support/help-desk';
import { launchFrom, rosterClaim } from './support/lti-launch';
import {
  createMockLms,
  type MockLms,
  membershipRole,
  withAdvantageServices,
} from './support/mock-lms';
import { glossaryEbook, plantQuiz, plantTerms, publishedModule } from './support/modules';
import { answersByClue, entries, filledRows } from './support/puzzles';
import { scorm12Package } from './support/scorm-packages';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart, png } from './support/uploads';
import { bearer, createUser, registerStudent, type SignedIn, signIn } from './support/users';

/**
 * Every entry the table marks `idempotent` (every signed-in POST: creates, joins, submits and
 * value moves), sent twice with one Idempotency-Key: the repeat answers the first answer byte for
 * byte and changes nothing in the database, and the key sent with another request is 422. A new
 * idempotent entry fails the first test until it has a fixture here or a reason it has none.
 */
type IdempotentName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { idempotent: true } ? N : never;
}[EndpointName];

/** One request of an entry, valid and allowed, so its first sending does what it says. */
interface Call {
  session: SignedIn;
  params?: Record<string, string>;
  body?: object;
  /** A multipart form instead of a JSON body. */
  form?: Parameters<typeof multipart>[0];
  /** Waits for what the first answer started in the background (an assistant's run) to end. */
  settle?: (answer: { data: Record<string, string> }) => Promise<void>;
}

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;
let student: SignedIn;

const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** Sends as the fixture's user and answers the data of a success; anything else throws. */
async function post(session: SignedIn, url: string, payload?: object, method = 'POST') {
  const response = await t.app.inject({
    method: method as 'POST',
    url,
    headers: bearer(session.accessToken),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.body ? response.json().data : undefined;
}

const sparked = (session: SignedIn, url: string, payload?: object, method?: string) =>
  post(session, `/sparked-api${url}`, payload, method);

const draftModule = async () => (await sparked(teacher, '/modules', { title: unique('Draft') })).id;

/** A new LMS, registered, and a person its launch made an account for. */
async function lmsAccount(): Promise<SignedIn> {
  const lms = await createMockLms();
  mockLmss.push(lms);
  await post(admin, '/sparked-api/lti/platforms', lms.registration());
  const origin = new URL(t.app.platform.config.publicUrl).origin;
  const launched = await launchFrom(t.app, lms, origin, {
    sub: unique('learner'),
    [ltiClaims.roles]: [membershipRole('Learner')],
  });
  return { ...student, accessToken: launched.accessToken };
}

/** Waits for an import the first answer queued, so the repeat finds the database settled. */
async function importFinished(answer: { data: Record<string, string> }) {
  for (let tries = 0; tries < 100; tries += 1) {
    const job = await sparked(teacher, `/module-imports/${answer.data.id}`, undefined, 'GET');
    if (job.status === 'done' || job.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}

async function openClass(moduleId?: string, joinMode = 'open') {
  const { id } = await sparked(teacher, '/classes', { name: unique('Class'), joinMode });
  if (moduleId)
    await sparked(teacher, `/classes/${id}/modules`, { modules: [{ moduleId }] }, 'PUT');
  return id as string;
}

/** A published module of one activity with this content, in a class the student has joined. */
async function activityInClass(
  content: { type: string } & Record<string, unknown>,
  learner = student,
) {
  const moduleId = await draftModule();
  const { id: sectionId } = await sparked(teacher, `/modules/${moduleId}/sections`, {
    title: 'Quiz',
  });
  const { id: unitId } = await sparked(teacher, `/modules/${moduleId}/units`, {
    sectionId,
    title: 'Check',
  });
  const { id: activityId } = await sparked(teacher, `/modules/${moduleId}/activities`, {
    unitId,
    type: content.type,
    title: 'Quiz',
    content,
  });
  await sparked(teacher, `/modules/${moduleId}/publish`);
  const classId = await openClass(moduleId);
  await sparked(learner, `/classes/${classId}/join`, {});
  return { classId, moduleId, activityId };
}

async function ebookInClass(learner = student) {
  const published = await publishedModule(t.app, teacher.accessToken, { title: unique('Read') });
  const classId = await openClass(published.moduleId);
  await sparked(learner, `/classes/${classId}/join`, {});
  return { classId, moduleId: published.moduleId, activityId: published.activityId };
}

const newStudent = () => registerStudent(t.app);
const newFacilitator = async () => createUser(t.database.db, 'facilitator');

const eventFields = () => ({
  slug: unique('sprint'),
  title: 'Spring sprint',
  startsAt: hours(-1),
  endsAt: hours(24),
  quest: { kind: 'activities', target: 2 },
  reward: { wallet: 'DIAMONDS', amount: 15 },
});

const competitionFields = () => ({
  slug: unique('cup'),
  title: 'Science Cup',
  rules: 'Score experience while it runs.',
  startsAt: hours(-1),
  endsAt: hours(1),
  prizes: [{ place: 1, wallet: 'DIAMONDS', amount: 30 }],
});

/** A listed module with a price, which the academy sells through the payment provider. */
const paidModule = async () =>
  (
    await publishedModule(t.app, teacher.accessToken, {
      title: unique('Rockets'),
      listedInAcademy: true,
      price: { amount: 499, currency: 'usd' },
    })
  ).moduleId;

const completeActivity = (
  learner: SignedIn,
  { classId, moduleId, activityId }: Record<string, string>,
) =>
  sparked(
    learner,
    `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}/complete`,
    { statementId: randomUUID() },
  );

/** A statement the learning record store refused, waiting for an admin. */
async function parkedStatement() {
  const learner = await newStudent();
  const statementId = randomUUID();
  const { classId, moduleId, activityId } = await ebookInClass(learner);
  await sparked(
    learner,
    `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}/complete`,
    { statementId },
  );
  await learningRecordsRepository.park(t.database.db, statementId, 'Refused', new Date());
  return statementId;
}

/** A certificate, which finishing every activity of an academy module earns. */
async function certificate() {
  const { moduleId, activityId } = await publishedModule(t.app, teacher.accessToken, {
    title: unique('Finished'),
    listedInAcademy: true,
  });
  const learner = await newStudent();
  const { classId } = await sparked(learner, `/academy/modules/${moduleId}/enrol`);
  await completeActivity(learner, { classId, moduleId, activityId });
  const [earned] = await sparked(learner, '/my/certificates', undefined, 'GET');
  return earned.id as string;
}

const codeBoxes = '/tools-api/gpt/code-box';
const codeBox = async (owner: SignedIn) =>
  post(owner, codeBoxes, { prompt: 'A quiz about the planets' });

const questionSet = {
  title: 'Planets',
  text: 'Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: A',
};
const games = (url: string) => `/games${url}`;

/** A game room of a typed question set, with one player in its lobby. */
async function gameLobby(mode = 'live') {
  const room = await sparked(teacher, games('/rooms'), { questionSet, mode });
  const player = await newStudent();
  await sparked(player, games('/join'), { pin: room.pin });
  return { room, player };
}

/** A live game on its first question. */
async function runningGame() {
  const { room, player } = await gameLobby();
  await sparked(teacher, games(`/rooms/${room.id}/advance`), { step: room.step });
  return { room, player };
}

const passwords = (url: string) => `/password-games${url}`;

/** A module whose e-book marks five glossary terms, enough for a password game. */
async function glossaryModule() {
  const moduleId = await draftModule();
  const { id: sectionId } = await sparked(teacher, `/modules/${moduleId}/sections`, {
    title: 'Words',
  });
  const { id: unitId } = await sparked(teacher, `/modules/${moduleId}/units`, {
    sectionId,
    title: 'Glossary',
  });
  await sparked(teacher, `/modules/${moduleId}/activities`, {
    unitId,
    type: 'ebook',
    title: 'Words',
    content: glossaryEbook(plantTerms),
  });
  return moduleId;
}

/** A password room, by default on one shared screen where the host plays every card. */
const passwordRoom = async (mode = 'screen') =>
  sparked(teacher, passwords('/rooms'), { moduleId: await glossaryModule(), mode });

async function passwordTurn() {
  const room = await passwordRoom();
  return sparked(teacher, passwords(`/rooms/${room.id}/turns`), { step: room.step });
}

const crossword = () =>
  sparked(teacher, '/puzzles', { title: unique('Leaves'), kind: 'crossword', entries });

const guideId = seedId('assistant:sparked-guide');
const promptGuide = { prompt: 'How do I sign out?', assistantId: guideId, saveUserThread: true };
/** The assistant answers in the background: the run ends before the repeat is compared. */
const runEnds =
  (session: SignedIn, kind: string) =>
  async ({ data }: { data: Record<string, string> }) => {
    await waitForRun(t, session, kind, data.threadId ?? '', data.runId ?? '');
  };

const fixtures: Partial<Record<IdempotentName, () => Promise<Call>>> = {
  walletGrant: async () => ({
    session: admin,
    body: { userId: student.user.id, wallet: 'ENERGY', amount: 5, reason: 'Science fair' },
  }),
  claimReward: async () => ({
    session: await newStudent(),
    body: { referenceTable: 'daily_sign_in', referenceSelector: 'today' },
  }),
  createRewardRule: async () => ({
    session: admin,
    body: {
      referenceTable: 'quizzes',
      referenceSelector: unique('passed'),
      wallet: 'DIAMONDS',
      amount: 1,
      limit: 'once',
    },
  }),
  createStoreCategory: async () => ({
    session: admin,
    body: { slug: unique('stickers'), name: 'Stickers' },
  }),
  createStoreItem: async () => {
    const refill = await storeItem(t, admin, 'Energy refill');
    return {
      session: admin,
      body: {
        categoryId: refill.categoryId,
        name: unique('Sticker'),
        description: 'A shiny sticker.',
        price: 10,
        currency: 'DIAMONDS',
        quantityApplies: true,
      },
    };
  },
  purchaseItem: async () => {
    const buyer = await newStudent();
    await grant(t, admin, buyer.user.id, 'DIAMONDS', 10);
    const refill = await storeItem(t, buyer, 'Energy refill');
    return { session: buyer, params: { id: refill.id }, body: { category_id: refill.categoryId } };
  },
  createTicket: async () => ({ session: await newStudent(), form: ticketFields() }),
  addModuleAuthor: async () => ({
    session: teacher,
    body: { module_id: await draftModule(), email: (await newFacilitator()).email, role: 'editor' },
  }),
  createModule: async () => ({ session: teacher, body: { title: unique('Volcanoes') } }),
  duplicateModule: async () => ({ session: teacher, params: { moduleId: await draftModule() } }),
  archiveModule: async () => ({ session: teacher, params: { moduleId: await draftModule() } }),
  restoreModule: async () => {
    const moduleId = await draftModule();
    await sparked(teacher, `/modules/${moduleId}/archive`);
    return { session: teacher, params: { moduleId } };
  },
  publishModule: async () => ({
    session: teacher,
    params: {
      moduleId: (await publishedModule(t.app, teacher.accessToken, { title: unique('Again') }))
        .moduleId,
    },
  }),
  unpublishModule: async () => ({
    session: teacher,
    params: {
      moduleId: (await publishedModule(t.app, teacher.accessToken, { title: unique('Hide') }))
        .moduleId,
    },
  }),
  uploadModuleImage: async () => ({
    session: teacher,
    params: { moduleId: await draftModule() },
    form: [{ name: 'file', value: await png(), fileName: 'cover.png' }],
  }),
  createLtiPlatform: async () => {
    const lms = `https://${unique('lms')}.example.org`;
    return {
      session: admin,
      body: {
        name: 'Moodle',
        issuer: lms,
        clientId: 'sparked',
        deploymentIds: ['1'],
        authLoginUrl: `${lms}/auth`,
        authTokenUrl: `${lms}/token`,
        keysetUrl: `${lms}/jwks`,
      },
    };
  },
  syncLtiRoster: async () => {
    // An LMS course whose teacher launched Sparked with the roster service; one learner listed.
    const lms = await createMockLms();
    mockLmss.push(lms);
    const services = withAdvantageServices(lms);
    services.setRoster([[{ user_id: unique('learner'), roles: [membershipRole('Learner')] }]]);
    const registered = await post(admin, '/sparked-api/lti/platforms', {
      ...lms.registration(),
      authTokenUrl: services.tokenUrl,
    });
    expect(registered.id).toBeDefined();
    const origin = new URL(t.app.platform.config.publicUrl).origin;
    const instructor = await launchFrom(t.app, lms, origin, {
      [ltiClaims.roles]: [membershipRole('Instructor')],
      ...rosterClaim(services.membershipsUrl),
    });
    const session = { ...teacher, accessToken: instructor.accessToken };
    const [context] = await t.database.db
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.issuer, lms.issuer));
    return { session, params: { classId: context?.classId ?? '' } };
  },
  resendLtiScores: async () => {
    // A teacher's LMS-made class (as for the roster sync); the body names a student of it.
    const { session, params } = await (fixtures.syncLtiRoster as () => Promise<Call>)();
    return { session, params, body: { userId: student.user.id } };
  },
  addEmbeddableHost: async () => ({
    session: admin,
    body: { host: `${unique('sims')}.example.org` },
  }),
  createSection: async () => ({
    session: teacher,
    params: { moduleId: await draftModule() },
    body: { title: 'Seeing colour' },
  }),
  createUnit: async () => {
    const moduleId = await draftModule();
    const { id } = await sparked(teacher, `/modules/${moduleId}/sections`, { title: 'Light' });
    return { session: teacher, params: { moduleId }, body: { sectionId: id, title: 'Rainbows' } };
  },
  createActivity: async () => {
    const moduleId = await draftModule();
    const { id } = await sparked(teacher, `/modules/${moduleId}/sections`, { title: 'Light' });
    const unit = await sparked(teacher, `/modules/${moduleId}/units`, {
      sectionId: id,
      title: 'U',
    });
    return {
      session: teacher,
      params: { moduleId },
      body: { unitId: unit.id, type: 'ebook', title: 'Read about prisms' },
    };
  },
  createClass: async () => ({ session: teacher, body: { name: unique('Biology') } }),
  archiveClass: async () => ({ session: teacher, params: { classId: await openClass() } }),
  restoreClass: async () => {
    const classId = await openClass();
    await sparked(teacher, `/classes/${classId}/archive`);
    return { session: teacher, params: { classId } };
  },
  createJoinCode: async () => ({
    session: teacher,
    params: { classId: await openClass() },
    body: { expiresAt: hours(48) },
  }),
  addStudent: async () => ({
    session: teacher,
    params: { classId: await openClass() },
    body: { email: (await newStudent()).user.email },
  }),
  importStudents: async () => ({
    session: teacher,
    params: { classId: await openClass() },
    body: { csv: `email\n${(await newStudent()).user.email}\n`, dryRun: false },
  }),
  approveStudent: async () => {
    const classId = await openClass(undefined, 'approval');
    const asker = await newStudent();
    await sparked(asker, `/classes/${classId}/join`, {});
    return { session: teacher, params: { classId, userId: asker.user.id } };
  },
  addCoTeacher: async () => ({
    session: teacher,
    params: { classId: await openClass() },
    body: { email: (await newFacilitator()).email },
  }),
  joinClass: async () => ({
    session: await newStudent(),
    params: { classId: await openClass() },
    body: {},
  }),
  saveProgress: async () => ({
    session: student,
    params: await ebookInClass(),
    body: { statementId: randomUUID(), page: 1, seconds: 30 },
  }),
  submitForm: async () => ({
    session: student,
    params: await activityInClass({ type: 'form', questions: plantQuiz }),
    body: { statementId: randomUUID(), answers: { q1: 'co2', q2: true } },
  }),
  completeActivity: async () => ({
    session: student,
    params: await ebookInClass(),
    body: { statementId: randomUUID() },
  }),
  uploadScormPackage: async () => ({
    session: teacher,
    params: { moduleId: await draftModule() },
    form: [
      {
        name: 'file',
        value: await scorm12Package(),
        fileName: 'lesson.zip',
        contentType: 'application/zip',
      },
    ],
  }),
  saveScormRuntime: async () => ({
    session: student,
    params: await activityInClass({
      type: 'scorm',
      packageId: '',
      version: '1.2',
      title: '',
      launch: '',
      masteryScore: null,
    }),
    body: {
      statementId: randomUUID(),
      runtime: { version: '1.2', lessonStatus: 'passed', scoreRaw: 90, suspendData: 'step=3' },
    },
  }),
  academyEnrol: async () => ({
    session: await newStudent(),
    params: {
      moduleId: (
        await publishedModule(t.app, teacher.accessToken, {
          title: unique('Listed'),
          listedInAcademy: true,
        })
      ).moduleId,
    },
  }),
  generateReferralCode: async () => ({ session: admin, params: { id: await openClass() } }),
  createEvent: async () => ({ session: admin, body: eventFields() }),
  joinEvent: async () => {
    const { slug } = await post(admin, '/sparked-api/events', eventFields());
    return { session: await newStudent(), params: { slug } };
  },
  createCompetition: async () => ({ session: admin, body: competitionFields() }),
  registerForCompetition: async () => {
    const { slug } = await post(admin, '/sparked-api/competitions', competitionFields());
    return { session: await newStudent(), params: { slug } };
  },
  deactivateUser: async () => ({
    session: admin,
    params: { userId: (await newStudent()).user.id },
    body: { reason: 'Left the school' },
  }),
  reactivateUser: async () => {
    const { user } = await newStudent();
    await sparked(admin, `/users/${user.id}/deactivate`, { reason: 'Left the school' });
    return { session: admin, params: { userId: user.id }, body: { reason: 'Came back' } };
  },
  sendPasswordReset: async () => ({
    session: admin,
    params: { userId: (await newStudent()).user.id },
  }),
  importUsers: async () => ({
    session: admin,
    body: {
      csv: `email,firstName,lastName,role\n${unique('new')}@example.test,Ada,Lovelace,student\n`,
      dryRun: false,
    },
  }),
  createUserTag: async () => ({ session: admin, body: { name: unique('Chess club') } }),
  tagUsers: async () => {
    const tag = await sparked(admin, '/user-tags', { name: unique('Choir') });
    return { session: admin, params: { tagId: tag.id }, body: { userIds: [student.user.id] } };
  },
  saveAvatar: async () => ({ session: await newStudent(), body: plainAvatar }),
  assistantPrompt: async () => {
    const session = await newStudent();
    return {
      session,
      params: { kind: 'standard' },
      body: promptGuide,
      settle: runEnds(session, 'standard'),
    };
  },
  assistantPromptBySlug: async () => {
    const session = await newStudent();
    return {
      session,
      params: { kind: 'standard', assistantSlug: 'sparked-guide' },
      body: promptGuide,
      settle: runEnds(session, 'standard'),
    };
  },
  helpDeskPushThread: async () => {
    const session = await newStudent();
    return {
      session,
      body: {
        threadId: null,
        assistantId: helpDeskAssistantId,
        prompt: 'How do I sign out?',
        context: { pagePath: '/store' },
      },
      settle: async ({ data }) => {
        const { run } = data as unknown as { run: { id: string; threadId: string } };
        await waitForRun(t, session, 'help-desk', run.threadId, run.id);
      },
    };
  },
  moveOutlineItem: async () => {
    const moduleId = await draftModule();
    const first = await sparked(teacher, `/modules/${moduleId}/sections`, { title: 'Light' });
    await sparked(teacher, `/modules/${moduleId}/sections`, { title: 'Colour' });
    return {
      session: teacher,
      params: { moduleId },
      body: { kind: 'section', id: first.id, position: 1 },
    };
  },
  copyToClipboard: async () => ({
    session: await signIn(t.app, (await newFacilitator()).email),
    params: { kind: 'activity' },
    body: {
      title: 'Photosynthesis e-book',
      preview: 'data:image/png;base64,iVBORw0KGgo=',
      data: { type: 'ebook', blocks: [] },
    },
  }),
  checkAnswer: async () => ({
    session: student,
    params: await activityInClass({
      type: 'ebook',
      blocks: [{ id: 'practice', type: 'question', question: { ...plantQuiz[1], id: 'p1' } }],
    }),
    body: { blockId: 'practice', answer: true },
  }),
  revokeCertificate: async () => ({
    session: admin,
    params: { id: await certificate() },
    body: { reason: 'Completed by someone else.' },
  }),
  checkout: async () => ({ session: await newStudent(), params: { moduleId: await paidModule() } }),
  classCheckout: async () => {
    const { id } = await sparked(teacher, '/classes', {
      name: unique('Camp'),
      joinMode: 'open',
      price: { amount: 1500, currency: 'usd' },
    });
    return { session: await newStudent(), params: { classId: id } };
  },
  recordOrder: async () => ({
    session: admin,
    body: { email: (await newStudent()).user.email, moduleId: await paidModule() },
  }),
  refundOrder: async () => {
    const order = await sparked(admin, '/orders', {
      email: (await newStudent()).user.email,
      moduleId: await paidModule(),
    });
    return { session: admin, params: { id: order.id } };
  },
  claimEvent: async () => {
    const { slug } = await sparked(admin, '/events', {
      ...eventFields(),
      quest: { kind: 'activities', target: 1 },
    });
    const learner = await newStudent();
    await sparked(learner, `/events/${slug}/join`);
    await completeActivity(learner, await ebookInClass(learner));
    return { session: learner, params: { slug } };
  },
  bulkChangeUsers: async () => {
    const marker = unique('bulk');
    await registerStudent(t.app, undefined, { firstName: 'Ada', lastName: marker });
    const tag = await sparked(admin, '/user-tags', { name: unique('Robotics') });
    return {
      session: admin,
      body: {
        target: { filter: { search: marker } },
        action: { kind: 'addTag', tagId: tag.id },
        reason: 'Robotics club roster',
        dryRun: false,
      },
    };
  },
  createCodeBox: async () => ({
    session: student,
    body: { prompt: 'A set of flashcards about volcanoes' },
  }),
  generateSpecification: async () => ({
    session: student,
    body: { codeBoxId: (await codeBox(student)).id },
  }),
  updateSpecification: async () => {
    const box = await codeBox(student);
    const { specification } = box.specifications[0];
    return {
      session: student,
      params: { id: box.id },
      body: {
        specification: {
          ...specification,
          inputs: ['Question: What colour is Mars? Answer: Red. Wrong: Blue, Green'],
        },
      },
    };
  },
  generateCode: async () => ({
    session: student,
    params: { id: (await codeBox(student)).id },
    body: {},
  }),
  codeFeedback: async () => {
    const box = await codeBox(student);
    await post(student, `${codeBoxes}/${box.id}/generate`, {});
    return { session: student, params: { id: box.id }, body: { level: 1 } };
  },
  codePreview: async () => ({
    session: student,
    body: { code: { html: '<p>Hello</p>', css: 'p { color: red; }', js: 'let n = 1;' } },
  }),
  createGameRoom: async () => ({ session: teacher, body: { questionSet } }),
  joinGame: async () => {
    const { room } = await gameLobby();
    return { session: await newStudent(), body: { pin: room.pin } };
  },
  newGameNickname: async () => {
    const { room, player } = await gameLobby();
    return { session: player, params: { roomId: room.id } };
  },
  advanceGame: async () => {
    const { room } = await gameLobby();
    return { session: teacher, params: { roomId: room.id }, body: { step: room.step } };
  },
  answerGame: async () => {
    const { room, player } = await runningGame();
    return {
      session: player,
      params: { roomId: room.id },
      body: { questionIndex: 0, optionId: 'A' },
    };
  },
  nextGameQuestion: async () => {
    const { room, player } = await gameLobby('self-paced');
    return { session: player, params: { roomId: room.id } };
  },
  closeGameRoom: async () => {
    const { room } = await runningGame();
    return { session: teacher, params: { roomId: room.id } };
  },
  createPuzzle: async () => ({
    session: teacher,
    body: { title: 'Photosynthesis', kind: 'crossword', entries },
  }),
  solvePuzzle: async () => {
    const puzzle = await crossword();
    return {
      session: await newStudent(),
      params: { puzzleId: puzzle.id },
      body: { kind: 'crossword', rows: filledRows(puzzle, answersByClue) },
    };
  },
  createPasswordRoom: async () => ({
    session: teacher,
    body: { moduleId: await glossaryModule(), mode: 'screen' },
  }),
  joinPasswordGame: async () => ({
    session: await newStudent(),
    body: { pin: (await passwordRoom('phones')).pin },
  }),
  startPasswordTurn: async () => {
    const room = await passwordRoom();
    return { session: teacher, params: { roomId: room.id }, body: { step: room.step } };
  },
  playPasswordCard: async () => {
    const turn = await passwordTurn();
    return {
      session: teacher,
      params: { roomId: turn.id },
      body: { step: turn.step, result: 'got' },
    };
  },
  testLearningRecordStore: async () => ({ session: admin }),
  importCartridge: async () => ({
    session: teacher,
    form: [
      {
        name: 'file',
        value: await onePageCartridge(),
        fileName: 'course.imscc',
        contentType: 'application/zip',
      },
    ],
    settle: importFinished,
  }),
  approveLtiPlatform: async () => {
    const lms = await createMockLms();
    mockLmss.push(lms);
    const { id } = await post(admin, '/sparked-api/lti/platforms', lms.registration());
    // As Dynamic Registration leaves it: waiting for an admin.
    await t.database.db
      .update(ltiPlatforms)
      .set({ status: 'pending' })
      .where(eq(ltiPlatforms.id, id));
    return { session: admin, params: { id } };
  },
  ltiHandover: async () => ({ session: await lmsAccount() }),
  ltiLinkTicket: async () => ({ session: await lmsAccount() }),
  linkLtiAccount: async () => {
    const ticket = await sparked(await lmsAccount(), '/lti/link-tickets');
    return { session: await newStudent(), body: { ticket: ticket.ticket } };
  },
  retryParkedStatement: async () => ({
    session: admin,
    params: { statementId: await parkedStatement() },
  }),
  finishPasswordGame: async () => ({
    session: teacher,
    params: { roomId: (await passwordTurn()).id },
  }),
};

/** Entries a test cannot send twice with one key, and why. */
const withoutFixture: Partial<Record<IdempotentName, string>> = {
  registerLtiPlatformDynamically:
    'needs an LMS that takes the registration; lti-registration.test.ts sends it twice with one key and registers once',
  answerLtiDeepLink:
    'a deep link answers the one signed token it kept, key or not; lti-deep-linking.test.ts double-submits it',
};

/** The database's content, table by table (the keys' own table aside): a repeat must not move it. */
async function contents() {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'idempotency_keys' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const digests: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await t.database.db.execute(
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
      ),
    )) as unknown as { rows: { rows: number; digest: string }[] };
    digests[table] = `${result.rows[0]?.rows}:${result.rows[0]?.digest}`;
  }
  return digests;
}

function send(endpoint: Endpoint, call: Call, key: string) {
  const url = `${apiPrefixes[endpoint.api]}${endpointPath(endpoint, call.params ?? {})}`;
  const headers = { ...bearer(call.session.accessToken), [idempotencyKeyHeader]: key };
  if (call.form) {
    const form = multipart(call.form);
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  }
  return t.app.inject({ method: 'POST', url, headers, payload: call.body ?? {} });
}

/** The payment provider: a checkout or refund is sent to it once, whatever the repeats. */
let stripe: Awaited<ReturnType<typeof fakeService>>;
/** Mock LMSs the LTI fixtures start, closed at the end. */
const mockLmss: MockLms[] = [];

beforeAll(async () => {
  stripe = await fakeService((request) => ({
    status: 200,
    body:
      request.url === '/v1/checkout/sessions'
        ? { id: `cs_${randomUUID()}`, url: 'https://checkout.stripe.test/pay' }
        : { id: `re_${randomUUID()}`, status: 'succeeded' },
  }));
  t = await createTestApp({
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_BASE: stripe.url,
  });
  admin = await signInAdmin(t);
  teacher = await signIn(t.app, (await newFacilitator()).email);
  student = await newStudent();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  for (const lms of mockLmss) await lms.close();
});

const idempotentNames = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is IdempotentName => (endpoints[name] as Endpoint).idempotent === true,
);

describe('an Idempotency-Key on every idempotent entry', () => {
  it('has a fixture, or a reason for none, for every idempotent entry', () => {
    const accounted = new Set([...Object.keys(fixtures), ...Object.keys(withoutFixture)]);
    expect(idempotentNames.filter((name) => !accounted.has(name))).toEqual([]);
    expect(Object.keys(fixtures).filter((name) => name in withoutFixture)).toEqual([]);
  });

  it.each(idempotentNames.filter((name) => fixtures[name]))(
    '%s twice with one key does it once and answers the same',
    async (name) => {
      const endpoint: Endpoint = endpoints[name];
      const call = await (fixtures[name] as () => Promise<Call>)();
      const key = randomUUID();
      const first = await send(endpoint, call, key);
      expect(first.statusCode, first.body).toBe(endpoint.status ?? 200);
      await call.settle?.(first.json());
      const before = await contents();
      const providerCalls = stripe.received.length;

      const repeat = await send(endpoint, call, key);
      expect(repeat.statusCode).toBe(first.statusCode);
      expect(repeat.body).toBe(first.body);
      expect(repeat.headers['idempotent-replayed']).toBe('true');

      // The same key with another request (another path and body) is refused, and runs nothing.
      const other = await send(
        endpoints.joinClass,
        { session: call.session, params: { classId: randomUUID() }, body: {} },
        key,
      );
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('idempotency_key_reused');
      expect(await contents()).toEqual(before);
      expect(stripe.received).toHaveLength(providerCalls);
    },
  );
});
