import { expect, type Page } from '@playwright/test';
import { type PageRow, pageTable } from '../apps/web/src/app/route-table';
import type { KnownValues } from './form-fill';
import type { PressOptions } from './press-buttons';
import {
  accessTokenOf,
  apiApartFromThePage,
  asFacilitator,
  demo,
  signIn,
  uniqueEmail,
} from './support';

/**
 * The walk over every create and submit button of the app that the double-click test and the
 * focus test share: who visits which page, the records its address needs, and the values,
 * changes and skips no generated form can make up. A new page is walked the day it is in the
 * route table.
 */

export type Visitor = 'signed out' | 'student' | 'facilitator' | 'admin';

/**
 * Who presses a page's buttons: the least role its guard lets in, so each page is walked once.
 * Public pages that need a record (a class invitation) are walked by a student, who can act there.
 */
export function visitorOf(row: PageRow): Visitor {
  const { auth, roles, moduleAuthor } = row.guard;
  if (roles) return roles.includes('facilitator') ? 'facilitator' : 'admin';
  if (moduleAuthor) return 'facilitator';
  if (auth || row.path.includes('$')) return 'student';
  return 'signed out';
}

export type Fixture = Record<string, string>;

/**
 * Pages with an address of a record the walk has none of, and no create or submit button, or
 * whose one button another spec double-clicks.
 */
export const readOnly: Record<string, string> = {
  '/certificates/$id': 'A certificate is shown and checked here; only its issuer may revoke it.',
  '/lms-deep-link/$requestId':
    "A deep linking request is an LMS launch's, for its own account: lti-deep-link.spec.ts double-clicks its one button.",
};

const blockMenu =
  'It opens the block menu; a block joins the document, which the editor saves whole (a PUT).';

/** Buttons no generated value can reach, by page, each with the reason. */
export const skipped: Record<string, Record<string, string>> = {
  '/module/create': {
    Import:
      'It needs a course package chosen in a file picker; course-import.spec.ts imports one, and the server idempotency test repeats the upload with one key.',
  },
  '/old/modules/$moduleId/contents/$activityId': {
    'Add block': blockMenu,
  },
  '/modules/$moduleId/ebook/$activityId': {
    'Add block': blockMenu,
  },
};

/**
 * What a generated value cannot make up, by page and field label: a record that must exist (a
 * join code, a game's PIN, an account to add) or words an engine can build from.
 */
export const knownOn: Record<string, (fixture: Fixture) => KnownValues> = {
  '/student-journey/classes/$classId/enroll': (f) => ({ 'Join code': f.couponCode ?? '' }),
  '/game/game-master': (f) => ({ 'Game PIN': f.gameMasterPin ?? '' }),
  '/game/password': (f) => ({ 'Game PIN': f.passwordPin ?? '' }),
  '/ai-tools/code-box': () => ({
    'What do you want to build?': 'A quiz about volcanoes with 3 questions',
  }),
  '/educator/modules/$moduleId/authors': () => ({ Email: demo.admin.email }),
  '/educator/classes/$classId/students': (f) => ({
    'Add a student by email': f.studentEmail ?? '',
    'Or paste it here': `email\n${f.otherStudentEmail}`,
  }),
  '/educator/users': () => ({
    'Or paste it here': `email,first name,last name\n${uniqueEmail()},Dee,Double`,
  }),
  '/educator/orders': (f) => ({ "Learner's email": f.email ?? '' }),
  // A store nobody listens at, so the app never sends the demo's statements anywhere real.
  '/educator/learning-records': () => ({ 'Store address': 'http://127.0.0.1:9/xapi' }),
};

/** Saves that wait for a change no field holds, with the change a person makes first. */
export const changeOn: Record<string, (page: Page) => Promise<unknown>> = {
  // Another part, one the student owns: a locked one would offer to buy it instead.
  '/profile': (page) =>
    page
      .getByRole('radio', { checked: false, name: /^(?!.*Locked)/ })
      .first()
      .click(),
};

/** The users page shows only the walk's own student, so a change to "everyone found" is theirs. */
export const queryOn: Record<string, (fixture: Fixture) => string> = {
  '/educator/users': (f) => `?search=${encodeURIComponent(f.email ?? '')}`,
};

/** The route's address with its parameters filled from the fixture, or null when one is missing. */
export function addressOf(row: PageRow, fixture: Fixture) {
  let missing = false;
  const path = row.path.replace(/\$(\w+)/g, (_, name: string) => {
    const value = fixture[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : path + (queryOn[row.path]?.(fixture) ?? '');
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** A module of the demo facilitator with one e-book, and an open class with its join code. */
async function moduleAndClass(page: Page): Promise<Fixture> {
  const post = await asFacilitator(page);
  const module = await post('/modules', { title: unique('Double-click module') });
  const section = await post(`/modules/${module.id}/sections`, { title: 'Section' });
  const unit = await post(`/modules/${module.id}/units`, { sectionId: section.id, title: 'Unit' });
  const activity = await post(`/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'ebook',
    title: 'E-book',
  });
  const created = await post('/classes', { name: unique('Double-click class'), joinMode: 'open' });
  const { code } = await post(`/classes/${created.id}/join-code`, {
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { moduleId: module.id, activityId: activity.id, classId: created.id, couponCode: code };
}

/**
 * A new student with diamonds and achievement points from the demo admin to spend (a premium
 * hair style costs 10,000), so the demo student stays as seeded.
 */
export async function newStudent() {
  const account = { email: uniqueEmail(), password: 'a long enough password' };
  const api = await apiApartFromThePage();
  try {
    const registered = await api.post('/sso/auth/register/student', {
      data: { ...account, firstName: 'Dee', lastName: 'Double' },
    });
    const { user } = (await registered.json()).data as { user: { id: string } };
    const admin = { authorization: `Bearer ${await accessTokenOf(demo.admin)}` };
    for (const [wallet, amount] of [
      ['DIAMONDS', 200],
      ['ACHIEVEMENT_POINTS', 40_000],
    ] as const) {
      const granted = await api.post('/tools-api/wallets/grants', {
        headers: admin,
        data: { userId: user.id, wallet, amount, reason: 'Double-click test' },
      });
      expect(granted.ok(), await granted.text()).toBe(true);
    }
    return { account, userId: user.id };
  } finally {
    await api.dispose();
  }
}

/** Live rooms of both games, opened by the demo facilitator from the seeded Photosynthesis. */
async function liveRooms() {
  const api = await apiApartFromThePage();
  try {
    const headers = { authorization: `Bearer ${await accessTokenOf(demo.facilitator)}` };
    const sources = (await (await api.get('/sparked-api/games/sources', { headers })).json()).data
      .sources as { activityId: string; moduleId: string; questionCount: number }[];
    const source = sources.find((each) => each.questionCount > 0);
    if (!source) throw new Error('The demo facilitator has no form a game can ask.');
    const open = async (url: string, data: object) => {
      const response = await api.post(url, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data.pin as string;
    };
    return {
      gameMasterPin: await open('/sparked-api/games/rooms', { activityId: source.activityId }),
      passwordPin: await open('/sparked-api/password-games/rooms', { moduleId: source.moduleId }),
    };
  } finally {
    await api.dispose();
  }
}

/** A code box of the student's, started from an idea the offline engine can build. */
async function codeBoxOf(account: { email: string; password: string }) {
  const api = await apiApartFromThePage();
  try {
    const response = await api.post('/tools-api/gpt/code-box', {
      headers: { authorization: `Bearer ${await accessTokenOf(account)}` },
      data: { prompt: 'A quiz about volcanoes with 3 questions' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).data.id as string;
  } finally {
    await api.dispose();
  }
}

/** Signs the visitor in (a fresh student for the student) and answers the records its pages need. */
export async function arrive(page: Page, visitor: Visitor): Promise<Fixture> {
  if (visitor === 'signed out') return {};
  if (visitor === 'admin') {
    const { userId, account } = await newStudent();
    await signIn(page, demo.admin);
    return { userId, email: account.email };
  }
  const fixture = await moduleAndClass(page);
  if (visitor === 'facilitator') {
    const [one, other] = [await newStudent(), await newStudent()];
    await signIn(page, demo.facilitator);
    return { ...fixture, studentEmail: one.account.email, otherStudentEmail: other.account.email };
  }
  const { account } = await newStudent();
  await signIn(page, account);
  return {
    ...fixture,
    ...(await liveRooms()),
    codeBoxId: await codeBoxOf(account),
    slug: 'winter-competition',
  };
}

export async function forgetSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
}

export const visitors = ['signed out', 'student', 'facilitator', 'admin'] as const;

/** The pages `visitor` walks, each with its address and what pressing its buttons needs. */
export function pagesOf(visitor: Visitor, fixture: Fixture) {
  const pages: Omit<PressOptions, 'pressed'>[] = [];
  const unvisited: string[] = [];
  for (const row of pageTable.filter((candidate) => visitorOf(candidate) === visitor)) {
    const path = addressOf(row, fixture);
    if (path === null) {
      unvisited.push(row.path);
      continue;
    }
    pages.push({
      route: row.path,
      path,
      skip: skipped[row.path] ?? {},
      known: knownOn[row.path]?.(fixture) ?? {},
      change: changeOn[row.path],
    });
  }
  return { pages, unvisited };
}
