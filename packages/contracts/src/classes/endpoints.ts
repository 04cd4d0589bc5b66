import { z } from 'zod';
import { educatorOverviewResponseSchema } from '../educator-overview/schemas';
import {
  classProgressResponseSchema,
  classStatementsQuerySchema,
  classStatementsResponseSchema,
} from '../learning/schemas';
import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import type { HttpMethod } from '../shared/endpoint-route';
import {
  addStudentRequestSchema,
  classDetailsSchema,
  classIdSchema,
  classLandingResponseSchema,
  classListQuerySchema,
  classListResponseSchema,
  classModulesRequestSchema,
  classmatesResponseSchema,
  classResponseSchema,
  classUpdateRequestSchema,
  coTeacherRequestSchema,
  joinCodeRequestSchema,
  joinCodeResponseSchema,
  joinCodeSchema,
  joinRequestSchema,
  joinResponseSchema,
  memberParamsShape,
  myClassesResponseSchema,
  referralCodeResponseSchema,
  referralCodesResponseSchema,
  rosterImportRequestSchema,
  rosterImportResponseSchema,
  rosterResponseSchema,
} from './schemas';

/** Facilitators see their own classes (co-teaching included), admins every class. */
const educators = ['admin', 'facilitator'] as const satisfies readonly UserRole[];
const tags = ['Classes'];
/** The class in a path; the player's paths start with it too. */
export const classParams = z.strictObject({ classId: classIdSchema });
const memberParams = z.strictObject(memberParamsShape);
const teacherCall = (method: HttpMethod, path: string, summary: string) =>
  ({
    api: 'sparked',
    method,
    path: `/classes/{classId}${path}`,
    auth: educators,
    params: classParams,
    response: classResponseSchema,
    summary,
    tags,
  }) as const;

/** Classes, joining and rosters. */
export const classEndpoints = {
  classes: {
    api: 'sparked',
    method: 'GET',
    path: '/classes',
    auth: educators,
    query: classListQuerySchema,
    response: classListResponseSchema,
    summary: 'Classes the caller teaches (admins: every class), newest first',
    tags,
  },
  createClass: {
    api: 'sparked',
    method: 'POST',
    path: '/classes',
    auth: educators,
    idempotent: true,
    body: classDetailsSchema,
    status: 201,
    response: classResponseSchema,
    summary: 'Create a class; the caller teaches it',
    tags,
  },
  class: teacherCall('GET', '', 'A class with its modules, join code and co-teachers'),
  updateClass: {
    ...teacherCall('PUT', '', "Change a class's details and join settings"),
    body: classUpdateRequestSchema,
  },
  archiveClass: {
    ...teacherCall('POST', '/archive', 'Archive a class: no joining, kept for records'),
    idempotent: true,
  },
  restoreClass: {
    ...teacherCall('POST', '/restore', 'Bring an archived class back'),
    idempotent: true,
  },
  setClassModules: {
    ...teacherCall('PUT', '/modules', 'Assign published modules, in order, with due dates'),
    body: classModulesRequestSchema,
  },
  createJoinCode: {
    ...teacherCall('POST', '/join-code', 'A new join code; the previous one stops working'),
    idempotent: true,
    body: joinCodeRequestSchema,
    status: 201,
    response: joinCodeResponseSchema,
  },
  revokeJoinCode: teacherCall('DELETE', '/join-code', 'Stop the join code from working'),
  roster: {
    ...teacherCall('GET', '/students', 'Students and join requests, with real names (teachers)'),
    response: rosterResponseSchema,
  },
  addStudent: {
    ...teacherCall('POST', '/students', 'Add a student by the email they sign in with'),
    idempotent: true,
    body: addStudentRequestSchema,
    status: 201,
    response: rosterResponseSchema,
  },
  importStudents: {
    ...teacherCall('POST', '/students/import', 'Preview or import students from a CSV of emails'),
    idempotent: true,
    body: rosterImportRequestSchema,
    maxBodyBytes: 256 * 1024,
    response: rosterImportResponseSchema,
  },
  removeStudent: {
    ...teacherCall('DELETE', '/students/{userId}', 'Remove a student or refuse a join request'),
    params: memberParams,
    response: rosterResponseSchema,
  },
  approveStudent: {
    ...teacherCall('POST', '/students/{userId}/approve', 'Accept a join request'),
    idempotent: true,
    params: memberParams,
    response: rosterResponseSchema,
  },

  addCoTeacher: {
    ...teacherCall('POST', '/teachers', 'Add a co-teacher by email (facilitators and admins)'),
    idempotent: true,
    body: coTeacherRequestSchema,
  },
  removeCoTeacher: {
    ...teacherCall('DELETE', '/teachers/{userId}', 'Remove a co-teacher'),
    params: memberParams,
  },

  // Students.
  classLanding: {
    api: 'sparked',
    method: 'GET',
    path: '/classes/{classId}/landing',
    auth: 'public',
    params: classParams,
    response: classLandingResponseSchema,
    summary: 'What anyone may see of a class before joining',
    tags,
  },
  joinClass: {
    api: 'sparked',
    method: 'POST',
    path: '/classes/{classId}/join',
    auth: 'user',
    idempotent: true,
    params: classParams,
    body: joinRequestSchema,
    response: joinResponseSchema,
    summary: "Join with the class's code (or none, for an open class); may await approval",
    tags,
  },
  leaveClass: {
    api: 'sparked',
    method: 'DELETE',
    path: '/classes/{classId}/membership',
    auth: 'user',
    params: classParams,
    status: 204,
    summary: 'Leave a class, or withdraw a join request',
    tags,
  },
  classmates: {
    api: 'sparked',
    method: 'GET',
    path: '/classes/{classId}/classmates',
    auth: 'user',
    params: classParams,
    response: classmatesResponseSchema,
    summary: "A class's students as classmates see them: nicknames unless first names are on",
    tags,
  },
  myClasses: {
    api: 'sparked',
    method: 'GET',
    path: '/my/classes',
    auth: 'user',
    response: myClassesResponseSchema,
    summary: "The signed-in user's classes and join requests",
    tags,
  },
} as const satisfies Record<string, Endpoint>;

/** A class's progress as its teachers see it: the grid, its CSV, the learning record. */
export const classProgressEndpoints = {
  classProgress: {
    ...teacherCall('GET', '/progress', 'The progress grid: students × activities (teachers)'),
    response: classProgressResponseSchema,
  },
  resetProgress: {
    api: 'sparked',
    method: 'DELETE',
    path: '/classes/{classId}/students/{userId}/progress',
    auth: educators,
    params: memberParams,
    status: 204,
    summary:
      "Clear a student's progress in a class (teachers); the learning record and rewards stay",
    tags,
  },
  educatorOverview: {
    api: 'sparked',
    method: 'GET',
    path: '/educator/overview',
    auth: educators,
    response: educatorOverviewResponseSchema,
    summary: 'My classes, recent completions and students who may need help (teachers)',
    tags,
  },
  classProgressCsv: {
    api: 'sparked',
    method: 'GET',
    path: '/classes/{classId}/progress.csv',
    auth: educators,
    params: classParams,
    produces: 'text/csv',
    summary: 'The progress grid as CSV, one row a student and activity (teachers)',
    tags,
  },
  classStatements: {
    ...teacherCall(
      'GET',
      '/statements',
      "The class's learning record as an xAPI 1.0.3 StatementResult, filtered and paged as an LRS's GET /statements (teachers)",
    ),
    query: classStatementsQuerySchema,
    response: classStatementsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** Referral codes (spec §7): registering with one enrols the new student in the class. */
export const referralCodeEndpoints = {
  generateReferralCode: {
    api: 'sso',
    method: 'POST',
    path: '/referral/sparked/classes/{id}/generate',
    auth: ['admin'],
    idempotent: true,
    params: z.strictObject({ id: classIdSchema }),
    status: 201,
    response: referralCodeResponseSchema,
    summary: 'Generate a referral code for a class (admins)',
    tags: ['Referral codes'],
  },
  referralCodes: {
    api: 'sso',
    method: 'GET',
    path: '/referral/sparked/classes/{id}',
    auth: ['admin'],
    params: z.strictObject({ id: classIdSchema }),
    response: referralCodesResponseSchema,
    summary: "A class's referral codes with their uses (admins)",
    tags: ['Referral codes'],
  },
  revokeReferralCode: {
    api: 'sso',
    method: 'DELETE',
    path: '/referral/sparked/codes/{code}',
    auth: ['admin'],
    params: z.strictObject({ code: joinCodeSchema }),
    response: referralCodeResponseSchema,
    summary: 'Stop a referral code from working (admins)',
    tags: ['Referral codes'],
  },
} as const satisfies Record<string, Endpoint>;
