import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { translatedPageTitle } from './page-titles';
import { type PageGuard, pageTable } from './route-table';
import type { RouterContext } from './router-context';

/**
 * Spec §2, transcribed: every path and its guard. `auth` = signed in; `educators` = admin or
 * facilitator; `admins` = admin only; `author` / `author+viewers` = module author, viewers not
 * allowed / allowed. Where the spec says "not shown", the app's choice is written after `chosen:`.
 */
const spec: Record<string, string> = {
  '/spring-competition': 'auth',
  '/ai-competition': 'public',
  '/rtu-ai-competition': 'public',
  '/profile': 'auth',
  '/pages/demo': 'auth',
  '/winter-competition': 'auth',
  '/winter-competition/game-master': 'auth',
  '/winter-competition/puzzle-maker': 'auth',
  '/winter-competition/password': 'auth',
  '/module/create': 'chosen: educators',
  '/drag': 'chosen: educators',
  '/old/modules/$moduleId/contents/$activityId': 'chosen: auth author',
  '/modules/$moduleId/ebook/$activityId': 'educators author',
  '/modules/$moduleId/multi-ebook/$activityId': 'educators',
  '/modules/$moduleId/iframe/$activityId': 'auth author',
  '/modules/$moduleId/form/$activityId': 'auth author',
  // A SCORM package activity's editor (issue 38), guarded as the other editors are.
  '/modules/$moduleId/scorm/$activityId': 'chosen: auth author',
  '/': 'auth',
  '/event-arena': 'auth',
  '/event-arena/ai-bayanihan': 'auth',
  '/event-arena/rtu-ai-bayanihan': 'auth',
  '/academy': 'auth',
  // A module's page in the academy; the payment provider sends buyers back to it.
  '/academy/modules/$moduleId': 'chosen: auth',
  '/game-arena': 'auth',
  '/store': 'auth',
  '/ai-tools': 'auth',
  '/ai-tools/janus': 'auth',
  '/ai-tools/code-box': 'auth',
  '/ai-tools/code-box/$codeBoxId': 'auth',
  '/old': 'auth',
  '/spring-competition/dashboard': 'auth',
  '/dashboard': 'auth',
  '/player/classes/$classId/modules/$moduleId/activities/$activityId': 'chosen: auth',
  '/player/modules/$moduleId/activities/$activityId/preview': 'auth author+viewers',
  '/student-journey': 'public',
  '/student-journey/classes/$classId/modules/$moduleId': 'public',
  '/student-journey/classes/$classId/modules/$moduleId/activities/$activityId': 'public',
  '/student-journey/classes/$classId': 'public',
  '/student-journey/classes/$classId/enroll': 'auth',
  '/student-journey/classes/$classId/$couponCode': 'public',
  // Where an LMS's deep linking request lands: its teacher chooses content for the course.
  '/lms-deep-link/$requestId': 'chosen: educators',
  '/game/password': 'auth',
  '/game/game-master': 'auth',
  '/game/puzzle-maker': 'auth',
  '/classes/$classId': 'chosen: public',
  // A certificate's verification page: anyone who was shown one may check it.
  '/certificates/$id': 'chosen: public',
  '/jira': 'chosen: admins',
  '/student-dashboard': 'chosen: auth',
  '/referral-code/generate': 'admins',
  '/educator/modules': 'educators',
  '/educator/modules/$moduleId/contents': 'educators author+viewers',
  '/educator/modules/$moduleId/settings': 'educators author',
  '/educator/modules/$moduleId/authors': 'educators author',
  '/educator/users': 'admins',
  // One user in the admin console, and the audit log of privileged changes.
  '/educator/users/$userId': 'chosen: admins',
  '/educator/user-tags': 'admins',
  '/educator/audit': 'chosen: admins',
  // Where statements are sent to the school's learning record store, and how that goes.
  '/educator/learning-records': 'chosen: admins',
  // LMSs connected with LTI 1.3; the page an LMS opens for LTI Dynamic Registration checks for
  // an admin itself, as it may be in the LMS's frame, where it cannot send anyone to sign in.
  '/educator/lti': 'chosen: admins',
  '/lms-registration': 'chosen: auth',
  // The economy's screens: the store's categories and items, and reward rules.
  '/educator/store': 'chosen: admins',
  '/educator/rewards': 'chosen: admins',
  '/educator/classes': 'educators',
  '/educator/classes/$classId/students': 'educators',
  '/educator/dashboard': 'educators',
  // Orders for paid modules, refunds and orders paid by invoice.
  '/educator/orders': 'chosen: admins',
  // Class leagues and the all-time boards; the student area's settings for admins.
  '/leagues': 'chosen: auth',
  // A competition made by an admin, beside the four of spec §2 at their own addresses.
  '/competitions/$slug': 'chosen: auth',
  '/educator/student-area': 'chosen: admins',
  '/educator/competitions': 'chosen: admins',
  '/educator/events': 'chosen: admins',
  // The way in, not listed in spec §2 but needed by §4.
  '/sign-in': 'public',
  '/register': 'public',
  // The way back in when a password is forgotten: a link by email, then a new one.
  '/forgot-password': 'chosen: public',
  '/reset-password': 'chosen: public',
  // Where a launch from an LMS lands (decision 0031): the code in its address signs the person in.
  '/lms-launch': 'chosen: public',
  '/lms-link': 'chosen: auth',
};

/** A guard written the way the transcription above writes it. */
function describeGuard(guard: PageGuard): string {
  const words: string[] = [];
  if (guard.roles) words.push(guard.roles.includes('facilitator') ? 'educators' : 'admins');
  else if (guard.auth) words.push('auth');
  if (guard.moduleAuthor) {
    words.push(guard.moduleAuthor === 'viewers-allowed' ? 'author+viewers' : 'author');
  }
  return words.join(' ') || 'public';
}

const router = createAppRouter({
  queryClient: {} as QueryClient,
  session: {} as RouterContext['session'],
});

/** The leaf route serving a path and its ancestors, root last. */
function chain(path: string): AnyRoute[] {
  const byPath = router.routesByPath as unknown as Record<string, AnyRoute>;
  let route: AnyRoute | undefined = byPath[path] ?? byPath[`${path}/`];
  const routes: AnyRoute[] = [];
  while (route) {
    routes.push(route);
    route = route.parentRoute;
  }
  return routes;
}

/** What the router really checks on the way to a path: every route's own part, put together. */
function enforcedGuard(path: string): PageGuard {
  const routes = chain(path);
  const guard: {
    auth?: true;
    roles?: PageGuard['roles'];
    moduleAuthor?: PageGuard['moduleAuthor'];
  } = {};
  for (const route of [...routes].reverse()) {
    const own = route.options.staticData?.guard;
    if (own?.auth) guard.auth = true;
    if (own?.roles) guard.roles = own.roles;
  }
  // `moduleAuthorPage` sets this with the page's own beforeLoad that checks it.
  const [leaf] = routes;
  const moduleAuthor = leaf?.options.staticData?.moduleAuthor;
  if (moduleAuthor && leaf?.options.beforeLoad) guard.moduleAuthor = moduleAuthor;
  return guard;
}

describe('route table', () => {
  it('has one row for each path of spec §2, with the guard the spec gives it', () => {
    expect(pageTable.map((row) => row.path).sort()).toEqual(Object.keys(spec).sort());
    for (const row of pageTable) {
      expect(describeGuard(row.guard), row.path).toBe(spec[row.path]?.replace('chosen: ', ''));
    }
  });

  it.each(pageTable.map((row) => [row.path, row] as const))(
    '%s is routed with its title, and its layouts and page check exactly its guard',
    (path, row) => {
      const [leaf] = chain(path);
      expect(leaf, `no route serves ${path}`).toBeDefined();
      expect(leaf?.options.staticData?.title).toBe(row.title);
      expect(translatedPageTitle(leaf?.fullPath ?? '', ''), 'its title in the catalogue').toBe(
        row.title,
      );
      expect(describeGuard(enforcedGuard(path))).toBe(describeGuard(row.guard));
    },
  );

  it('checks each requirement once: no route repeats what a parent already checks', () => {
    for (const row of pageTable) {
      const checks = chain(row.path)
        .map((route) => route.options.staticData?.guard)
        .filter((guard): guard is PageGuard => guard !== undefined);
      const roleChecks = checks.filter((guard) => guard.roles);
      expect(new Set(roleChecks.map((guard) => guard.roles)).size, row.path).toBe(
        roleChecks.length,
      );
      expect(
        checks.filter((guard) => guard.auth && !guard.roles).length,
        row.path,
      ).toBeLessThanOrEqual(1);
    }
  });
});
