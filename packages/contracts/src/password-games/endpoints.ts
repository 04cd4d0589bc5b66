import { gameRoomParamsSchema } from '../games/schemas';
import { glossariesResponseSchema } from '../glossary/schemas';
import type { Endpoint } from '../shared/endpoint';
import {
  createPasswordRoomRequestSchema,
  joinPasswordRequestSchema,
  passwordCardRequestSchema,
  passwordMoveRequestSchema,
  passwordRoomResponseSchema,
} from './schemas';

const tags = ['Games'];
const staff = ['admin', 'facilitator'] as const;

/**
 * The password game and the glossaries it reads (decision 0019). Educators host; any
 * signed-in user plays. Every call about a room answers 404 to someone outside it; changes reach
 * its viewers over `passwordLive`.
 */
export const passwordEndpoints = {
  glossaries: {
    api: 'sparked',
    method: 'GET',
    path: '/glossaries',
    auth: staff,
    response: glossariesResponseSchema,
    summary: 'The glossary terms marked in the e-books of modules I author',
    tags,
  },
  createPasswordRoom: {
    api: 'sparked',
    method: 'POST',
    path: '/password-games/rooms',
    auth: staff,
    idempotent: true,
    retry: false,
    body: createPasswordRoomRequestSchema,
    status: 201,
    response: passwordRoomResponseSchema,
    summary: 'Open a password game over a module’s glossary, on one screen or with phones',
    tags,
  },
  passwordRoom: {
    api: 'sparked',
    method: 'GET',
    path: '/password-games/rooms/{roomId}',
    auth: 'user',
    params: gameRoomParamsSchema,
    response: passwordRoomResponseSchema,
    summary: 'A password game as its host or one of its players sees it',
    tags,
  },
  joinPasswordGame: {
    api: 'sparked',
    method: 'POST',
    path: '/password-games/join',
    auth: 'user',
    idempotent: true,
    retry: false,
    body: joinPasswordRequestSchema,
    response: passwordRoomResponseSchema,
    summary: 'Join by PIN into the smaller team, with a generated nickname; joining again rejoins',
    tags,
  },
  startPasswordTurn: {
    api: 'sparked',
    method: 'POST',
    path: '/password-games/rooms/{roomId}/turns',
    auth: staff,
    idempotent: true,
    retry: false,
    params: gameRoomParamsSchema,
    body: passwordMoveRequestSchema,
    response: passwordRoomResponseSchema,
    summary: 'The host starts the next 60-second turn, or ends the game after the last one',
    tags,
  },
  playPasswordCard: {
    api: 'sparked',
    method: 'POST',
    path: '/password-games/rooms/{roomId}/cards',
    auth: 'user',
    idempotent: true,
    retry: false,
    params: gameRoomParamsSchema,
    body: passwordCardRequestSchema,
    response: passwordRoomResponseSchema,
    summary:
      'The card on screen was guessed or passed (clue giver or host) or a forbidden word said (the other team or host)',
    tags,
  },
  finishPasswordGame: {
    api: 'sparked',
    method: 'POST',
    path: '/password-games/rooms/{roomId}/finish',
    auth: staff,
    idempotent: true,
    retry: false,
    params: gameRoomParamsSchema,
    response: passwordRoomResponseSchema,
    summary: 'End the game now: final scores, and experience for every player',
    tags,
  },
  /** The live socket, as `gameLive` but for password rooms: it sends `passwordRoom`'s answer. */
  passwordLive: {
    api: 'sparked',
    method: 'GET',
    path: '/password-games/live',
    auth: 'public',
    retry: false,
    socket: true,
    summary: 'The live socket: the password game as you see it, whenever it changes (WebSocket)',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
