import { platformLinksResponseSchema, platformLinksSchema } from '../platform-links/schemas';
import type { Endpoint } from '../shared/endpoint';
import { settingsChangeSchema, settingsResponseSchema, streakResponseSchema } from './schemas';

const tags = ['Student area'];

/** The gamified student area. */
export const studentAreaEndpoints = {
  mySettings: {
    api: 'sparked',
    method: 'GET',
    path: '/my/settings',
    auth: 'user',
    response: settingsResponseSchema,
    summary: "The signed-in user's time zone, music and sound settings",
    tags,
  },
  updateMySettings: {
    api: 'sparked',
    method: 'PUT',
    path: '/my/settings',
    auth: 'user',
    body: settingsChangeSchema,
    response: settingsResponseSchema,
    summary: 'Change some of the signed-in user’s settings; the others stay',
    tags,
  },
  myStreak: {
    api: 'sparked',
    method: 'GET',
    path: '/my/streak',
    auth: ['student'],
    response: streakResponseSchema,
    summary: 'The learning streak: days in a row, freezes held, the next milestone',
    tags,
  },
  platformLinks: {
    api: 'sparked',
    method: 'GET',
    path: '/platform-links',
    auth: 'public',
    response: platformLinksResponseSchema,
    summary: 'Sparked’s social accounts and app-store pages',
    tags,
  },
  updatePlatformLinks: {
    api: 'sparked',
    method: 'PUT',
    path: '/platform-links',
    auth: ['admin'],
    body: platformLinksSchema,
    response: platformLinksResponseSchema,
    summary: 'Set the social accounts and app-store pages (admins)',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
