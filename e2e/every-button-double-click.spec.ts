import { expect, type Page, test } from '@playwright/test';
import { type PageRow, pageTable } from '../apps/web/src/app/route-table';
import { type Pressed, pressEveryButton } from './press-buttons';
import {
  accessTokenOf,
  apiApartFromThePage,
  asFacilitator,
  demo,
  signIn,
  uniqueEmail,
} from './support';
import { watchWrites } from './write-watch';

/**
 * Every create and submit button of the app, found on its pages rather than listed here, is
 * double-clicked the way an impatient person does; each must do its thing once. A new button is
 * covered the day its page is in the route table.
 */

type Visitor = 'signed out' | 'student' | 'facilitator' | 'admin';

/**
 * Who presses a page's buttons: the least role its guard lets in, so each page is walked once.
 * Public pages that need a record (a class invitation) are walked by a student, who can act there.
 */
function visitorOf(row: PageRow): Visitor {
  const { auth, roles, moduleAuthor } = row.guard;
  if (roles) return roles.includes('facilitator') ? 'facilitator' : 'admin';
  if (moduleAuthor) return 'facilitator';
  if (auth || row.path.includes('$')) return 'student';
  return 'signed out';
}

/** Buttons no generated value can reach, by page, each with the reason. */
const skipped: Record<string, Record<string, string>> = {};

type Fixture = Record<string, string>;

/** The route's address with its parameters filled from the fixture, or null when one is missing. */
function addressOf(row: PageRow, fixture: Fixture) {
  let missing = false;
  const path = row.path.replace(/\$(\w+)/g, (_, name: string) => {
    const value = fixture[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : path;
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

/** A new student with diamonds from the demo admin to spend, so the demo student stays as seeded. */
async function newStudent() {
  const account = { email: uniqueEmail(), password: 'a long enough password' };
  const api = await apiApartFromThePage();
  try {
    const registered = await api.post('/sso/auth/register/student', {
      data: { ...account, firstName: 'Dee', lastName: 'Double' },
    });
    const { user } = (await registered.json()).data as { user: { id: string } };
    const granted = await api.post('/tools-api/wallets/grants', {
      headers: { authorization: `Bearer ${await accessTokenOf(demo.admin)}` },
      data: { userId: user.id, wallet: 'DIAMONDS', amount: 200, reason: 'Double-click test' },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    return { account, userId: user.id };
  } finally {
    await api.dispose();
  }
}

/** Signs the visitor in (a fresh student for the student) and answers the records its pages need. */
async function arrive(page: Page, visitor: Visitor): Promise<Fixture> {
  if (visitor === 'signed out') return {};
  if (visitor === 'admin') {
    const { userId } = await newStudent();
    await signIn(page, demo.admin);
    return { userId };
  }
  const fixture = await moduleAndClass(page);
  if (visitor === 'facilitator') {
    await signIn(page, demo.facilitator);
    return fixture;
  }
  const { account } = await newStudent();
  await signIn(page, account);
  return fixture;
}

async function forgetSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
}

function summary(visitor: Visitor, pressed: Pressed[], unvisited: string[]) {
  const lines = pressed.map(
    (result) =>
      `${result.route} › ${result.button}: ${
        result.note ??
        result.writes.map((write) => `${write.method} ${write.entry} ${write.status}`).join(', ')
      }`,
  );
  const wrote = pressed.filter((result) => result.writes.length > 0).length;
  return [
    `${visitor}: ${pressed.length} buttons found, ${wrote} double-clicked into a write`,
    ...lines,
    ...(unvisited.length > 0
      ? [`Not visited (no record for the address): ${unvisited.join(', ')}`]
      : []),
  ].join('\n');
}

test.describe.configure({ mode: 'parallel' });

for (const visitor of ['signed out', 'student', 'facilitator', 'admin'] as const) {
  test(`double-clicking each create and submit button does it once, ${visitor}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const fixture = await arrive(page, visitor);
    const watch = watchWrites(page);
    const pressed: Pressed[] = [];
    const unvisited: string[] = [];
    // The summary is written however the walk ends, so a failure shows what was reached.
    try {
      for (const row of pageTable.filter((candidate) => visitorOf(candidate) === visitor)) {
        const path = addressOf(row, fixture);
        if (path === null) {
          unvisited.push(row.path);
          continue;
        }
        await test.step(row.path, () =>
          pressEveryButton(page, watch, {
            route: row.path,
            path,
            skip: skipped[row.path] ?? {},
            pressed,
          }),
        );
        // A signed-out walk stays signed out: the register form it presses signs its person in.
        if (visitor === 'signed out') await forgetSession(page);
      }
    } finally {
      const report = summary(visitor, pressed, unvisited);
      console.log(report);
      await testInfo.attach('buttons', { body: report, contentType: 'text/plain' });
    }
    // A walk that found nothing to press tests nothing: the finder or the pages broke.
    expect(pressed.filter((result) => result.writes.length > 0).length).toBeGreaterThan(0);
  });
}
