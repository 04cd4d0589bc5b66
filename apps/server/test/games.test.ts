import type { GameRoom, GameSocketMessage } from '@sparked/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMemoryStore } from '../src/http/rate-limit';
import { sentenceIn } from '../src/i18n/catalogues';
import { competitionRepository } from '../src/modules/competitions/competition-repository';
import { createRedisGameBus } from '../src/modules/core/game-bus';
import { isGeneratedNickname } from '../src/modules/games/nicknames';
import { as, balances } from './support/economy';
import { formActivity } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, type SignedIn, signIn } from './support/users';

const base = '/sparked-api/games';
const questions = [
  {
    id: 'q1',
    type: 'single',
    prompt: 'Which gas do plants take in?',
    options: [
      { id: 'co2', text: 'Carbon dioxide' },
      { id: 'he', text: 'Helium' },
    ],
    correct: 'co2',
    feedback: { correct: 'Leaves take in carbon dioxide through their stomata.', incorrect: '' },
  },
  { id: 'q2', type: 'true-false', prompt: 'Plants need light.', correct: true },
  {
    id: 'q3',
    type: 'ordering',
    prompt: 'Put the steps in order.',
    items: [
      { id: 'in', text: 'Light in' },
      { id: 'out', text: 'Sugar out' },
    ],
  },
  {
    id: 'q4',
    type: 'single',
    prompt: 'Where does photosynthesis happen?',
    options: [
      { id: 'chl', text: 'Chloroplasts' },
      { id: 'mit', text: 'Mitochondria' },
    ],
    correct: 'chl',
  },
];

/** A clock the tests move, so speed points are exact. */
let clock = new Date('2026-11-27T10:00:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let host: SignedIn;
let otherTeacher: SignedIn;
let activityId: string;

async function teacher() {
  const user = await createUser(t.database.db, 'facilitator');
  return signIn(t.app, user.email);
}

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  host = await teacher();
  otherTeacher = await teacher();
  activityId = await formActivity(t.app, host.accessToken, 'Photosynthesis quiz', questions);
});
afterAll(() => t.close());

const open = async (body: object = {}) => {
  const response = await as(t, host).post(`${base}/rooms`, { activityId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as GameRoom;
};
const join = async (player: SignedIn, pin: string) => {
  const response = await as(t, player).post(`${base}/join`, { pin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as GameRoom;
};
const advance = async (room: { id: string; step: number }) => {
  const response = await as(t, host).post(`${base}/rooms/${room.id}/advance`, { step: room.step });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as GameRoom;
};
const answer = (player: SignedIn, roomId: string, questionIndex: number, optionId: string) =>
  as(t, player).post(`${base}/rooms/${roomId}/answers`, { questionIndex, optionId });
const roomAs = async (session: SignedIn, roomId: string) =>
  (await as(t, session).get(`${base}/rooms/${roomId}`)).json().data as GameRoom;

describe('game master, live', () => {
  it('lists the forms a teacher authors, counting the questions a game can ask', async () => {
    const mine = (await as(t, host).get(`${base}/sources`)).json().data.sources;
    expect(mine).toEqual([
      expect.objectContaining({
        activityId,
        title: 'Photosynthesis quiz',
        questionCount: 3,
        leftOutCount: 1,
      }),
    ]);
    const theirs = (await as(t, otherTeacher).get(`${base}/sources`)).json().data.sources;
    expect(theirs).toEqual([]);
  });

  it('opens a room only for an author of the form', async () => {
    const response = await as(t, otherTeacher).post(`${base}/rooms`, { activityId });
    expect(response.statusCode).toBe(404);
    const room = await open();
    expect(room).toMatchObject({ phase: 'lobby', questionCount: 3, isHost: true, step: 0 });
    expect(room.pin).toMatch(/^\d{6}$/);
    expect(room.joinQrSvg).toContain('<svg');
  });

  it('opens a room from a question set typed for it, and says which line is wrong', async () => {
    const text =
      'Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: A\nWHY: About 58 million km.';
    const typed = await as(t, otherTeacher).post(`${base}/rooms`, {
      questionSet: { title: 'Planets', text },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const room = typed.json().data as GameRoom;
    expect(room).toMatchObject({ title: 'Planets', questionCount: 1, phase: 'lobby' });
    const player = await registerStudent(t.app);
    await join(player, room.pin);
    const asked = await as(t, otherTeacher).post(`${base}/rooms/${room.id}/advance`, { step: 0 });
    expect(asked.json().data.question).toMatchObject({
      prompt: 'Which planet is closest to the Sun?',
      answerKind: 'option',
      options: [
        { id: 'A', text: 'Mercury' },
        { id: 'B', text: 'Venus' },
      ],
    });
    expect((await answer(player, room.id, 0, 'A')).statusCode).toBe(201);
    const revealed = await as(t, otherTeacher).post(`${base}/rooms/${room.id}/advance`, {
      step: 1,
    });
    expect(revealed.json().data.reveal).toMatchObject({
      correctOptionIds: ['A'],
      explanation: 'About 58 million km.',
    });

    const wrong = await as(t, otherTeacher).post(`${base}/rooms`, {
      questionSet: { title: 'Planets', text: 'Closest?\nA. Mercury\nB. Venus\nANSWER: C' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('Line 1: ANSWER: C is not one of its options.');
    const both = await as(t, host).post(`${base}/rooms`, {
      activityId,
      questionSet: { title: 'Planets', text },
    });
    expect(both.statusCode).toBe(400);
    const neither = await as(t, host).post(`${base}/rooms`, {});
    expect(neither.statusCode).toBe(400);
  });

  it('seats players under generated nicknames only; joining again is the same seat', async () => {
    const room = await open();
    const student = await registerStudent(t.app);
    const typed = await as(t, student).post(`${base}/join`, { pin: room.pin, nickname: 'Boss' });
    expect(typed.statusCode).toBe(400);
    const seated = await join(student, room.pin);
    expect(seated.isHost).toBe(false);
    expect(isGeneratedNickname(seated.seat?.nickname ?? '')).toBe(true);
    expect(seated.joinQrSvg).toBeNull();
    const again = await join(student, room.pin);
    expect(again.seat?.playerId).toBe(seated.seat?.playerId);
    const redrawn = await as(t, student).post(`${base}/rooms/${room.id}/nickname`, {});
    expect(isGeneratedNickname(redrawn.json().data.seat.nickname)).toBe(true);

    expect((await as(t, student).post(`${base}/join`, { pin: '000000' })).statusCode).toBe(404);
    const outsider = await registerStudent(t.app);
    expect((await as(t, outsider).get(`${base}/rooms/${room.id}`)).statusCode).toBe(404);
    expect(
      (await as(t, student).post(`${base}/rooms/${room.id}/advance`, { step: 0 })).statusCode,
    ).toBe(403);
  });

  it('scores right answers by speed, once each, and keeps the answer hidden until the reveal', async () => {
    const room = await open({ secondsPerQuestion: 20 });
    const [fast, slow, wrong] = await Promise.all([
      registerStudent(t.app),
      registerStudent(t.app),
      registerStudent(t.app),
    ]);
    for (const player of [fast, slow, wrong]) await join(player, room.pin);
    const asked = await advance(room);
    expect(asked).toMatchObject({ phase: 'question', question: { index: 0 }, reveal: null });

    expect((await answer(fast, room.id, 0, 'co2')).statusCode).toBe(201);
    const taken = await answer(wrong, room.id, 0, 'he');
    expect(taken.json().data).toEqual({ questionIndex: 0, optionId: 'he' });
    const hidden = await roomAs(wrong, room.id);
    expect(hidden.reveal).toBeNull();
    expect(hidden.seat?.answer).toEqual({
      optionIds: ['he'],
      text: null,
      correct: null,
      points: null,
    });
    expect(hidden.standings).toEqual([]);
    tick(10_000);
    expect((await answer(slow, room.id, 0, 'co2')).statusCode).toBe(201);
    const twice = await answer(fast, room.id, 0, 'he');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You have answered that question already.');
    expect((await answer(fast, room.id, 0, 'xx')).statusCode).toBe(400);
    expect((await roomAs(host, room.id)).answeredCount).toBe(3);

    const revealed = await advance(asked);
    expect(revealed.reveal).toEqual({
      correctOptionIds: ['co2'],
      acceptedAnswers: [],
      explanation: 'Leaves take in carbon dioxide through their stomata.',
      counts: { co2: 2, he: 1 },
    });
    const late = await registerStudent(t.app);
    await join(late, room.pin);
    expect((await answer(late, room.id, 0, 'co2')).statusCode).toBe(409);
    const seen = await roomAs(fast, room.id);
    expect(seen.seat).toMatchObject({
      score: 1000,
      rank: 1,
      answer: { correct: true, points: 1000 },
    });
    expect((await roomAs(slow, room.id)).seat).toMatchObject({ score: 750, rank: 2 });
    expect((await roomAs(wrong, room.id)).seat).toMatchObject({
      score: 0,
      answer: { correct: false, points: 0 },
    });

    const board = await advance(revealed);
    expect(board.phase).toBe('scoreboard');
    expect((await roomAs(wrong, room.id)).standings.map((entry) => entry.score)).toEqual([
      1000, 750, 0, 0,
    ]);

    const second = await advance(board);
    tick(25_000);
    const timedOut = await answer(fast, room.id, 1, 'true');
    expect(timedOut.statusCode).toBe(409);
    expect(timedOut.json().error).toBe('Time is up for that question.');

    const stale = await as(t, host).post(`${base}/rooms/${room.id}/advance`, { step: board.step });
    expect(stale.statusCode).toBe(409);

    let step = await advance(second);
    step = await advance(step);
    step = await advance(step);
    expect(step.question?.index).toBe(2);
    await answer(fast, room.id, 2, 'chl');
    step = await advance(step);
    step = await advance(step);
    const podium = await advance(step);
    expect(podium.phase).toBe('podium');
    expect((await roomAs(fast, room.id)).seat).toMatchObject({ score: 2000, experience: 20 });
    expect((await balances(t, fast)).EXPERIENCE).toBe(20);
    expect((await balances(t, slow)).EXPERIENCE).toBe(7);
    expect((await as(t, host).post(`${base}/rooms/${room.id}/close`, {})).statusCode).toBe(409);
    expect((await balances(t, fast)).EXPERIENCE).toBe(20);

    const csv = await as(t, host).get(`${base}/rooms/${room.id}/results.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, top, ...rest] = parse(csv.body) as string[][];
    expect(header).toEqual([
      'Rank',
      'Nickname',
      'Score',
      'Right answers',
      'Q1: Which gas do plants take in?',
      'Q2: Plants need light.',
      'Q3: Where does photosynthesis happen?',
    ]);
    expect(top).toEqual([
      '1',
      seen.seat?.nickname,
      '2000',
      '2 of 3',
      'Carbon dioxide (right, 1000 points)',
      'No answer',
      'Chloroplasts (right, 1000 points)',
    ]);
    expect(rest).toHaveLength(3);
    expect((await as(t, otherTeacher).get(`${base}/rooms/${room.id}/results.csv`)).statusCode).toBe(
      404,
    );

    const history = (await as(t, fast).get(`${base}/rooms`)).json().data.games;
    expect(history[0]).toMatchObject({
      roomId: room.id,
      role: 'player',
      score: 2000,
      rank: 1,
      playerCount: 4,
    });
    const hosted = (await as(t, host).get(`${base}/rooms`)).json().data.games;
    expect(hosted[0]).toMatchObject({ roomId: room.id, role: 'host', playerCount: 4 });
  });

  it('stops an account guessing PINs after ten wrong ones', async () => {
    const room = await open();
    const guesser = await registerStudent(t.app);
    for (let guess = 0; guess < 10; guess++)
      expect((await as(t, guesser).post(`${base}/join`, { pin: '000000' })).statusCode).toBe(404);
    const blocked = await as(t, guesser).post(`${base}/join`, { pin: room.pin });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('keeps a player’s score when they come back on a new connection', async () => {
    const room = await open();
    const player = await registerStudent(t.app);
    await join(player, room.pin);
    await advance(room);
    await answer(player, room.id, 0, 'co2');
    const back = await join(player, room.pin);
    expect(back.seat?.score).toBe(1000);
    expect(back.seat?.answer?.optionIds).toEqual(['co2']);
  });
});

describe('game master in the winter competition', () => {
  it('opens rooms only while the competition runs, and its players join them', async () => {
    const closed = await as(t, host).post(`${base}/rooms`, {
      activityId,
      competition: 'winter-competition',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(
      'The competition is not running now, so its games are closed.',
    );
    await competitionRepository.insert(t.database.db, {
      slug: 'winter-competition',
      title: 'Winter Games Cup',
      description: '',
      rules: '',
      startsAt: new Date(clock.getTime() - 86_400_000).toISOString(),
      endsAt: new Date(clock.getTime() + 86_400_000).toISOString(),
      registration: 'open',
      classIds: [],
      prizes: [],
    });
    const room = await open({ competition: 'winter-competition' });
    expect(room.competition).toBe('winter-competition');
    const player = await registerStudent(t.app);
    expect((await join(player, room.pin)).competition).toBe('winter-competition');
  });
});

describe('game master, self-paced', () => {
  it('plays each player’s own clock, shows the answer once given, and ends at the deadline', async () => {
    const room = await open({ mode: 'self-paced', openMinutes: 30 });
    expect(room.phase).toBe('open');
    const player = await registerStudent(t.app);
    await join(player, room.pin);
    const first = (await as(t, player).post(`${base}/rooms/${room.id}/next`, {})).json()
      .data as GameRoom;
    expect(first.question?.index).toBe(0);
    expect((await as(t, player).post(`${base}/rooms/${room.id}/next`, {})).statusCode).toBe(409);
    await answer(player, room.id, 0, 'co2');
    const answered = await roomAs(player, room.id);
    expect(answered.reveal?.correctOptionIds).toEqual(['co2']);
    expect(answered.seat?.answer?.correct).toBe(true);
    await as(t, player).post(`${base}/rooms/${room.id}/next`, {});
    await answer(player, room.id, 1, 'false');
    await as(t, player).post(`${base}/rooms/${room.id}/next`, {});
    await answer(player, room.id, 2, 'chl');
    const done = await roomAs(player, room.id);
    expect(done.seat).toMatchObject({ finished: true, score: 2000, experience: 20 });

    const slowpoke = await registerStudent(t.app);
    await join(slowpoke, room.pin);
    await as(t, slowpoke).post(`${base}/rooms/${room.id}/next`, {});
    tick(31 * 60_000);
    expect((await answer(slowpoke, room.id, 0, 'co2')).statusCode).toBe(409);
  });
});

describe('rooms outlive a server and reach every instance', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  /** A second app on the same database, as another instance (or a restart) would be. */
  async function instance(bus: Parameters<typeof buildApp>[0]['gameBus']) {
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: t.database,
      rateLimitStore: createMemoryStore(),
      gameBus: bus,
      serveWeb: false,
      now: () => clock,
    });
    await app.ready();
    return app;
  }

  const nextMessage = (socket: WebSocket) =>
    new Promise<GameSocketMessage<GameRoom>>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );

  it('carries on after a restart: the room, its seats and scores are in the database', async () => {
    const room = await open();
    const player = await registerStudent(t.app);
    await join(player, room.pin);
    const asked = await advance(room);
    await answer(player, room.id, 0, 'co2');
    const restarted = await instance(undefined);
    try {
      const after = await restarted.inject({
        method: 'POST',
        url: `${base}/rooms/${room.id}/advance`,
        headers: { authorization: `Bearer ${host.accessToken}` },
        payload: { step: asked.step },
      });
      expect(after.json().data).toMatchObject({ phase: 'reveal', standings: [{ score: 1000 }] });
    } finally {
      await restarted.close();
    }
  });

  it('pushes the room over the socket, and refuses a viewer outside it', async () => {
    const room = await open();
    const player = await registerStudent(t.app);
    await join(player, room.pin);
    expect((await t.app.inject(`${base}/live`)).statusCode).toBe(426);
    const socket = await t.app.injectWS(`${base}/live`);
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'hello', token: player.accessToken, roomId: room.id }));
    expect(await first).toMatchObject({ type: 'room', room: { phase: 'lobby', isHost: false } });
    const pushed = nextMessage(socket);
    await advance(room);
    expect(await pushed).toMatchObject({ type: 'room', room: { phase: 'question' } });
    socket.terminate();

    const outsider = await registerStudent(t.app);
    const refused = await t.app.injectWS(`${base}/live`);
    const answerToOutsider = nextMessage(refused);
    refused.send(JSON.stringify({ type: 'hello', token: outsider.accessToken, roomId: room.id }));
    const outsiderRefused = await answerToOutsider;
    expect(outsiderRefused).toEqual({
      type: 'refused',
      message: 'You are not in this game.',
      entry: { id: 'rooms.you-are-not-in-this-game' },
    });
    // The page shows it in its reader's language, from the same catalogue (decision 0046).
    expect(
      outsiderRefused.type === 'refused' &&
        sentenceIn('fil', outsiderRefused.message, outsiderRefused.entry),
    ).toBe('Wala ka sa larong ito.');
    const forged = await t.app.injectWS(`${base}/live`);
    const answerToForged = nextMessage(forged);
    forged.send(JSON.stringify({ type: 'hello', token: 'forged', roomId: room.id }));
    expect((await answerToForged).type).toBe('refused');
  });

  it.runIf(redisUrl)('tells a viewer on another instance, through Redis', async () => {
    const busA = createRedisGameBus(redisUrl ?? '');
    const busB = createRedisGameBus(redisUrl ?? '');
    const [a, b] = await Promise.all([instance(busA), instance(busB)]);
    // What A publishes before B's subscription is in place never reaches B.
    await Promise.all([busA.listening, busB.listening]);
    try {
      const room = await open();
      const player = await registerStudent(t.app);
      await join(player, room.pin);
      const socket = await b.injectWS(`${base}/live`);
      const first = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'hello', token: player.accessToken, roomId: room.id }));
      await first;
      const pushed = nextMessage(socket);
      await a.inject({
        method: 'POST',
        url: `${base}/rooms/${room.id}/advance`,
        headers: { authorization: `Bearer ${host.accessToken}` },
        payload: { step: room.step },
      });
      expect(await pushed).toMatchObject({ room: { phase: 'question', question: { index: 0 } } });
      socket.terminate();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([busA.close(), busB.close()]);
    }
  });
});
