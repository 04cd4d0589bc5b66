import type { Endpoint } from './endpoints';
import {
  advanceGameRequestSchema,
  answerGameRequestSchema,
  createGameRoomRequestSchema,
  gameAnswerResponseSchema,
  gameHistoryResponseSchema,
  gameRoomParamsSchema,
  gameRoomResponseSchema,
  gameSourcesResponseSchema,
  joinGameRequestSchema,
} from './games';

const tags = ['Games'];
const staff = ['admin', 'facilitator'] as const;

/**
 * Game master (issue 16, decision 0018). Educators host; any signed-in user plays. Every call
 * about a room answers 404 to someone who is neither its host nor one of its players. Changes are
 * pushed to the room's viewers over the live socket, `gameLive`.
 */
export const gameEndpoints = {
  gameSources: {
    api: 'sparked',
    method: 'GET',
    path: '/games/sources',
    auth: staff,
    response: gameSourcesResponseSchema,
    summary: 'Form activities of my modules that a game can be made from',
    tags,
  },
  createGameRoom: {
    api: 'sparked',
    method: 'POST',
    path: '/games/rooms',
    auth: staff,
    retry: false,
    body: createGameRoomRequestSchema,
    status: 201,
    response: gameRoomResponseSchema,
    summary: 'Open a room with a PIN for a form activity’s questions, live or self-paced',
    tags,
  },
  gameHistory: {
    api: 'sparked',
    method: 'GET',
    path: '/games/rooms',
    auth: 'user',
    response: gameHistoryResponseSchema,
    summary: 'The games I hosted or played, latest first',
    tags,
  },
  gameRoom: {
    api: 'sparked',
    method: 'GET',
    path: '/games/rooms/{roomId}',
    auth: 'user',
    params: gameRoomParamsSchema,
    response: gameRoomResponseSchema,
    summary: 'A room as its host or one of its players sees it',
    tags,
  },
  joinGame: {
    api: 'sparked',
    method: 'POST',
    path: '/games/join',
    auth: 'user',
    retry: false,
    body: joinGameRequestSchema,
    response: gameRoomResponseSchema,
    summary: 'Join a room by PIN with a generated nickname; joining again takes back the same seat',
    tags,
  },
  newGameNickname: {
    api: 'sparked',
    method: 'POST',
    path: '/games/rooms/{roomId}/nickname',
    auth: 'user',
    retry: false,
    params: gameRoomParamsSchema,
    response: gameRoomResponseSchema,
    summary: 'Draw another generated nickname, before the game starts',
    tags,
  },
  advanceGame: {
    api: 'sparked',
    method: 'POST',
    path: '/games/rooms/{roomId}/advance',
    auth: staff,
    retry: false,
    params: gameRoomParamsSchema,
    body: advanceGameRequestSchema,
    response: gameRoomResponseSchema,
    summary: 'The host moves the room on one step (question, reveal, scoreboard, podium)',
    tags,
  },
  answerGame: {
    api: 'sparked',
    method: 'POST',
    path: '/games/rooms/{roomId}/answers',
    auth: 'user',
    retry: false,
    params: gameRoomParamsSchema,
    body: answerGameRequestSchema,
    status: 201,
    response: gameAnswerResponseSchema,
    summary:
      'Answer the question on screen, once, before its time is up; the room follows by socket',
    tags,
  },
  nextGameQuestion: {
    api: 'sparked',
    method: 'POST',
    path: '/games/rooms/{roomId}/next',
    auth: 'user',
    retry: false,
    params: gameRoomParamsSchema,
    response: gameRoomResponseSchema,
    summary: 'Self-paced: start my next question',
    tags,
  },
  closeGameRoom: {
    api: 'sparked',
    method: 'POST',
    path: '/games/rooms/{roomId}/close',
    auth: staff,
    retry: false,
    params: gameRoomParamsSchema,
    response: gameRoomResponseSchema,
    summary: 'End the game now: the podium, and experience for every player',
    tags,
  },
  /**
   * The live socket: a WebSocket whose first message is `GameSocketHello` (the access token and
   * the room); from then on it sends the room, as `gameRoom` answers it, whenever it changes. It
   * only pushes; every move is one of the calls above.
   */
  gameLive: {
    api: 'sparked',
    method: 'GET',
    path: '/games/live',
    auth: 'public',
    retry: false,
    socket: true,
    summary: 'The live socket: the room as you see it, whenever it changes (WebSocket)',
    tags,
  },
  gameResults: {
    api: 'sparked',
    method: 'GET',
    path: '/games/rooms/{roomId}/results.csv',
    auth: staff,
    params: gameRoomParamsSchema,
    produces: 'text/csv',
    summary: 'Every player’s answers and score, as CSV, for the host',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
