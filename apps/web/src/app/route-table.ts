import { educatorRoles, type UserRole } from '@sparked/contracts';

/** The layout a page renders in (spec §2); each is a pathless layout route in `src/routes`. */
export type PageLayout = 'public' | 'gamified' | 'home' | 'plain' | 'focus' | 'staff';

/** What a page asks of the visitor, as spec §2 states it (the whole guard, not only its own part). */
export interface PageGuard {
  auth?: true;
  roles?: readonly UserRole[];
  moduleAuthor?: 'viewers-allowed' | 'no-viewers';
}

export interface PageRow {
  /** The path in the router's form (`$moduleId`), exactly as spec §2 lists it. */
  path: string;
  title: string;
  layout: PageLayout;
  guard: PageGuard;
}

const signedIn = { auth: true } as const;
const educators = { auth: true, roles: educatorRoles } as const;
const admins = { auth: true, roles: ['admin'] } as const satisfies PageGuard;

/**
 * Every page of spec §2 with its title and guard. Where the spec says "not shown", the guard is the
 * one this app chose: editors and course tools for educators, players for signed-in users, class
 * landings public, tickets for staff.
 */
export const pageTable = [
  // Landing pages and the way in, open to everyone.
  { path: '/sign-in', title: 'Sign in', layout: 'public', guard: {} },
  { path: '/register', title: 'Create account', layout: 'public', guard: {} },
  { path: '/forgot-password', title: 'Forgot password', layout: 'public', guard: {} },
  { path: '/reset-password', title: 'Set a new password', layout: 'public', guard: {} },
  // LTI Dynamic Registration: an LMS opens it, often in a frame where Sparked's session is not and
  // the sign-in page cannot show; there it offers a window of its own (decision 0034). Only an
  // admin can register; anyone else signed in is told so.
  {
    path: '/lms-registration',
    title: 'Register Sparked with your LMS',
    layout: 'public',
    guard: signedIn,
  },
  // Where a launch from an LMS lands, signing the person in with its one-time code.
  { path: '/lms-launch', title: 'Opening Sparked', layout: 'public', guard: {} },
  // Where a person who came from an LMS links it to the Sparked account they signed in to.
  { path: '/lms-link', title: 'Link your LMS account', layout: 'plain', guard: signedIn },
  {
    path: '/ai-competition',
    title: 'AI Competition',
    layout: 'public',
    guard: {},
  },
  {
    path: '/rtu-ai-competition',
    title: 'RTU AI Competition',
    layout: 'public',
    guard: {},
  },
  {
    path: '/certificates/$id',
    title: 'Certificate',
    layout: 'public',
    guard: {},
  },
  {
    path: '/classes/$classId',
    title: 'Class',
    layout: 'public',
    guard: {},
  },
  {
    path: '/student-journey',
    title: 'Student journey',
    layout: 'public',
    guard: {},
  },
  {
    path: '/student-journey/classes/$classId',
    title: 'Class journey',
    layout: 'public',
    guard: {},
  },
  {
    path: '/student-journey/classes/$classId/enroll',
    title: 'Enrol in class',
    layout: 'public',
    guard: signedIn,
  },
  {
    path: '/student-journey/classes/$classId/$couponCode',
    title: 'Class invitation',
    layout: 'public',
    guard: {},
  },
  {
    path: '/student-journey/classes/$classId/modules/$moduleId',
    title: 'Module map',
    layout: 'public',
    guard: {},
  },
  {
    path: '/student-journey/classes/$classId/modules/$moduleId/activities/$activityId',
    title: 'Activity',
    layout: 'public',
    guard: {},
  },

  // The gamified student area.
  { path: '/', title: 'Dashboard', layout: 'gamified', guard: signedIn },
  { path: '/profile', title: 'Profile', layout: 'gamified', guard: signedIn },
  { path: '/store', title: 'Points store', layout: 'gamified', guard: signedIn },
  { path: '/leagues', title: 'Leagues', layout: 'gamified', guard: signedIn },
  { path: '/competitions/$slug', title: 'Competition', layout: 'gamified', guard: signedIn },
  { path: '/ai-tools/janus', title: 'Janus', layout: 'gamified', guard: signedIn },
  {
    path: '/spring-competition',
    title: 'Spring competition',
    layout: 'gamified',
    guard: signedIn,
  },
  { path: '/pages/demo', title: 'Demo', layout: 'gamified', guard: signedIn },
  {
    path: '/winter-competition',
    title: 'Winter competition',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/winter-competition/game-master',
    title: 'Game master',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/winter-competition/puzzle-maker',
    title: 'Puzzle maker',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/winter-competition/password',
    title: 'Password game',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/event-arena',
    title: 'Events',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/event-arena/ai-bayanihan',
    title: 'AI Bayanihan',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/event-arena/rtu-ai-bayanihan',
    title: 'RTU AI Bayanihan',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/academy',
    title: 'Academy',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/academy/modules/$moduleId',
    title: 'Academy module',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/game-arena',
    title: 'Game arena',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/ai-tools',
    title: 'AI tools',
    layout: 'gamified',
    guard: signedIn,
  },
  // An LMS's deep linking request lands here: a teacher chooses content for the course.
  {
    path: '/lms-deep-link/$requestId',
    title: 'Add Sparked content',
    layout: 'focus',
    guard: educators,
  },
  {
    path: '/game/password',
    title: 'Password game',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/game/game-master',
    title: 'Game master',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/game/puzzle-maker',
    title: 'Puzzle maker',
    layout: 'gamified',
    guard: signedIn,
  },
  {
    path: '/student-dashboard',
    title: 'Student dashboard',
    layout: 'gamified',
    guard: signedIn,
  },

  // The plain gamified layout: the code box.
  {
    path: '/ai-tools/code-box',
    title: 'Code box',
    layout: 'plain',
    guard: signedIn,
  },
  {
    path: '/ai-tools/code-box/$codeBoxId',
    title: 'Code box',
    layout: 'plain',
    guard: signedIn,
  },

  // The student home layout.
  {
    path: '/old',
    title: 'Home',
    layout: 'home',
    guard: signedIn,
  },
  {
    path: '/spring-competition/dashboard',
    title: 'Spring competition dashboard',
    layout: 'home',
    guard: signedIn,
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    layout: 'home',
    guard: signedIn,
  },

  // The focus layout: editors and players.
  {
    path: '/drag',
    title: 'Course preview',
    layout: 'focus',
    guard: educators,
  },
  {
    path: '/old/modules/$moduleId/contents/$activityId',
    title: 'E-book editor (classic)',
    layout: 'focus',
    guard: { auth: true, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/modules/$moduleId/ebook/$activityId',
    title: 'E-book editor',
    layout: 'focus',
    guard: { ...educators, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/modules/$moduleId/multi-ebook/$activityId',
    title: 'Multi-page e-book editor',
    layout: 'focus',
    guard: educators,
  },
  {
    path: '/modules/$moduleId/iframe/$activityId',
    title: 'Iframe editor',
    layout: 'focus',
    guard: { auth: true, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/modules/$moduleId/form/$activityId',
    title: 'Form editor',
    layout: 'focus',
    guard: { auth: true, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/modules/$moduleId/scorm/$activityId',
    title: 'SCORM package editor',
    layout: 'focus',
    guard: { auth: true, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/player/classes/$classId/modules/$moduleId/activities/$activityId',
    title: 'Activity player',
    layout: 'focus',
    guard: signedIn,
  },
  {
    path: '/player/modules/$moduleId/activities/$activityId/preview',
    title: 'Activity preview',
    layout: 'focus',
    guard: { auth: true, moduleAuthor: 'viewers-allowed' },
  },

  // Educator management (badge 'Educator'). `/educator` itself opens the dashboard.
  // A new module is made beside the list it joins, with the educator sidebar.
  { path: '/module/create', title: 'New module', layout: 'staff', guard: educators },
  { path: '/jira', title: 'Help-desk tickets', layout: 'staff', guard: admins },
  {
    path: '/educator/dashboard',
    title: 'Educator dashboard',
    layout: 'staff',
    guard: educators,
  },
  {
    path: '/educator/modules',
    title: 'Modules',
    layout: 'staff',
    guard: educators,
  },
  {
    path: '/educator/modules/$moduleId/contents',
    title: 'Module contents',
    layout: 'staff',
    guard: { ...educators, moduleAuthor: 'viewers-allowed' },
  },
  {
    path: '/educator/modules/$moduleId/settings',
    title: 'Module settings',
    layout: 'staff',
    guard: { ...educators, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/educator/modules/$moduleId/authors',
    title: 'Module authors',
    layout: 'staff',
    guard: { ...educators, moduleAuthor: 'no-viewers' },
  },
  {
    path: '/educator/users',
    title: 'Users',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/users/$userId',
    title: 'User',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/user-tags',
    title: 'User tags',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/audit',
    title: 'Audit log',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/learning-records',
    title: 'Learning records',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/lti',
    title: 'LMS connections',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/store',
    title: 'Store',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/rewards',
    title: 'Reward rules',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/classes',
    title: 'Classes',
    layout: 'staff',
    guard: educators,
  },
  {
    path: '/educator/classes/$classId/students',
    title: 'Students',
    layout: 'staff',
    guard: educators,
  },
  {
    path: '/educator/orders',
    title: 'Orders',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/competitions',
    title: 'Competitions',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/events',
    title: 'Events',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/educator/student-area',
    title: 'Student area settings',
    layout: 'staff',
    guard: admins,
  },
  {
    path: '/referral-code/generate',
    title: 'Generate referral codes',
    layout: 'staff',
    guard: admins,
  },
] as const satisfies readonly PageRow[];

export type PagePath = (typeof pageTable)[number]['path'];

/** The row of a path; the table is where titles are written (page-titles.ts translates them). */
export function pageRow(path: PagePath): PageRow {
  const row = pageTable.find((candidate) => candidate.path === path);
  if (!row) throw new Error(`No page row for ${path}.`);
  return row;
}
