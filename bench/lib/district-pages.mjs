// The district's page loads (decision 0042): 50 people at once on sign-in, the student dashboard
// and journey, a teacher's 40 × 50 progress grid, the class statement export page by page, and the
// academy and admin user searches, each page's API calls as the page makes them. `npm run
// bench:district` runs them on one server; `npm run bench:faults` with FAULTS_DISTRICT=1 runs the
// same people and pages through HAProxy while an instance is killed and PostgreSQL restarts.
import { districtStudents, gridClasses, withClient } from './district-data.mjs';
import { apiClient, peopleLoad } from './district-load.mjs';
import { signIn } from './server.mjs';

export const people = 50;
/** Every page's API calls, p95 (decision 0042). */
export const pageBudgetMs = 150;
const password = 'sparked-district';
// What the academy's and the admins' searches look for, one per simulated person in turn.
const searches = ['physics', 'revision', 'biology deep', 'coding 12', 'exam preparation', 'field'];
const names = [
  'okafor12',
  'garcia',
  'student4711',
  'ana k',
  'teacher33',
  'müller',
  "o'brien",
  'yara t',
];

/**
 * Signs in everyone the pages need, before any load: 50 students spread over the district, the
 * teachers of the 40 × 50 classes and the demo admin. Answers `null` when the database has no
 * district (`npm run seed:district` first).
 */
export async function districtPeople(url, databaseUrl) {
  const studentCount = await withClient(databaseUrl, districtStudents);
  if (studentCount === 0) return null;
  const sessions = async (emails) => {
    const signedIn = [];
    for (const email of emails) signedIn.push(await signIn(url, email, password));
    return signedIn;
  };
  const students = await sessions(
    Array.from(
      { length: people },
      (_, i) => `student${1 + i * Math.floor(studentCount / people)}@district.test`,
    ),
  );
  const grids = await withClient(databaseUrl, gridClasses);
  const teachers = await sessions(grids.map((row) => row.email));
  const teaching = (user) => ({
    session: teachers[user % teachers.length],
    classId: grids[user % grids.length].id,
  });
  const admin = await signIn(url, 'admin@sparked.test', 'sparked-admin-demo');
  return { studentCount, students, grids, teaching, admin };
}

/**
 * Each page's load in turn, printing a line for each as it ends. Answers `{ title, load, alone,
 * studentPage }` per page (`alone`: one person alone first, what the calls cost apart from
 * queueing). With `attempts` (through HAProxy, under faults) every answer is recorded there, a
 * visit whose call fails ends (the person waits the answer's Retry-After, else a second, and
 * opens the page again), and nobody is timed alone: the writes and faults never stop. With `only`
 * (a page's key: sign-in, dashboard, journey, grid, export, academy, admin-search), that page alone.
 */
export async function measureDistrictPages(url, who, attempts, only) {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const load = (options) =>
    peopleLoad({
      ...options,
      visit: attempts
        ? (user, timed) =>
            options.visit(user, timed).catch((error) => pause((error.retryAfter ?? 1) * 1000))
        : options.visit,
    });
  const pages = [];
  async function page(key, title, of, visit, studentPage = false) {
    if (only && key !== only) return;
    const visitAs = (user, timed) => {
      const person = of(user);
      return visit(apiClient(url, person.session?.accessToken, attempts), timed, person, user);
    };
    const alone = attempts
      ? undefined
      : await load({ users: 1, seconds: 3, warmup: 1, thinkMs: 0, visit: visitAs });
    const measured = { title, load: await load({ users: people, visit: visitAs }), alone };
    printPage(measured);
    pages.push({ ...measured, studentPage });
  }
  let next = 0;
  await page(
    'sign-in',
    'sign-in',
    () => ({}),
    (api, timed) => {
      next = (next % who.studentCount) + 1;
      const body = JSON.stringify({ email: `student${next}@district.test`, password });
      return timed(() => api('/sso/auth/login', { method: 'POST', body }));
    },
  );
  const student = (user) => ({ session: who.students[user] });
  await page('dashboard', 'student dashboard', student, dashboard, true);
  await page('journey', 'student journey (classes, module maps)', student, journey, true);
  await page(
    'grid',
    `teacher's progress grid 40 × 50 (${who.grids.length} classes)`,
    who.teaching,
    grid,
  );
  await page('export', 'class statement export, each page of 100', who.teaching, statements);
  await page('academy', 'academy search', student, academySearch);
  await page('admin-search', 'admin user search', () => ({ session: who.admin }), userSearch);
  return pages;
}

function printPage({ title, load, alone }) {
  const single = alone ? ` (one person alone: p50 ${alone.p50.toFixed(1)} ms)` : '';
  console.log(
    `  ${title}: p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, ${load.calls} calls, ${load.visitsPerSecond.toFixed(1)} visits/s, ${load.cpuMsPerVisit.toFixed(1)} CPU ms a visit${single}`,
  );
}

// What each page asks for when it opens (apps/web: the dashboard's loader and panels, the
// journey's classes and module maps, the teacher's grid, the export's pages, the two searches).
function dashboard(api, timed) {
  return Promise.all(
    [
      '/sso/auth/me',
      '/tools-api/wallets',
      '/sparked-api/my/streak',
      '/sparked-api/my/classes',
      '/sparked-api/my/leagues',
      '/sparked-api/events',
      '/sparked-api/competitions',
    ].map((path) => timed(() => api(path))),
  );
}

async function journey(api, timed) {
  const classes = await timed(() => api('/sparked-api/my/classes'));
  await Promise.all(
    classes.flatMap((c) =>
      c.modules.map((m) =>
        timed(() => api(`/sparked-api/player/classes/${c.id}/modules/${m.moduleId}`)),
      ),
    ),
  );
}

function grid(api, timed, { classId }) {
  return timed(() => api(`/sparked-api/classes/${classId}/progress`));
}

async function statements(api, timed, { classId }) {
  let path = `/sparked-api/classes/${classId}/statements?limit=100`;
  while (path) {
    const page = await timed(() => api(path));
    // The next page's link is absolute (PUBLIC_URL): its path and query go to the same server.
    const more = page.more && new URL(page.more, 'http://localhost');
    path = more ? more.pathname + more.search : '';
  }
}

function academySearch(api, timed, _, user) {
  return timed(() =>
    api(
      `/sparked-api/academy/modules?search=${encodeURIComponent(searches[user % searches.length])}&limit=24`,
    ),
  );
}

function userSearch(api, timed, _, user) {
  return timed(() =>
    api(`/sparked-api/users?search=${encodeURIComponent(names[user % names.length])}&limit=50`),
  );
}
