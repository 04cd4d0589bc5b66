import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import {
  boardQuerySchema,
  boardResponseSchema,
  classBoardParamsSchema,
  classLeagueResponseSchema,
  leagueSettingsResponseSchema,
  leagueSettingsSchema,
  myLeaguesResponseSchema,
} from './schemas';

const tags = ['Leagues and leaderboards'];
const staff = ['admin', 'facilitator'] as const satisfies readonly UserRole[];

/** Weekly class leagues and all-time leaderboards. */
export const leagueEndpoints = {
  myLeagues: {
    api: 'sparked',
    method: 'GET',
    path: '/my/leagues',
    auth: ['student'],
    response: myLeaguesResponseSchema,
    summary: 'This week’s league in each of the student’s classes that runs one',
    tags,
  },
  classLeague: {
    api: 'sparked',
    method: 'GET',
    path: '/classes/{classId}/league',
    auth: staff,
    params: classBoardParamsSchema,
    response: classLeagueResponseSchema,
    summary: 'Every league group of the class this week, with names (its teachers)',
    tags,
  },
  classBoard: {
    api: 'sparked',
    method: 'GET',
    path: '/classes/{classId}/leaderboard',
    auth: 'user',
    params: classBoardParamsSchema,
    query: boardQuerySchema,
    response: boardResponseSchema,
    summary: 'The class’s all-time leaderboard by experience, opening at your own rank',
    tags,
  },
  schoolBoard: {
    api: 'sparked',
    method: 'GET',
    path: '/school/leaderboard',
    auth: 'user',
    query: boardQuerySchema,
    response: boardResponseSchema,
    summary: 'Every student’s all-time experience, by nickname, opening at your own rank',
    tags,
  },
  leagueSettings: {
    api: 'sparked',
    method: 'GET',
    path: '/league-settings',
    auth: ['admin'],
    response: leagueSettingsResponseSchema,
    summary: 'The league time zone, group size, promotions and demotions (admins)',
    tags,
  },
  updateLeagueSettings: {
    api: 'sparked',
    method: 'PUT',
    path: '/league-settings',
    auth: ['admin'],
    body: leagueSettingsSchema,
    response: leagueSettingsResponseSchema,
    summary:
      'Change the league settings; groups formed and weeks closed from now follow them (admins)',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
