import type { GameRoom } from '@sparked/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './support/economy';
import { formActivity } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, type SignedIn, signIn } from './support/users';

const base = '/sparked-api/games';

/** A form with every kind of question the form editor writes. */
const questions = [
  {
    id: 'single',
    type: 'single',
    prompt: 'Which gas do plants take in?',
    options: [
      { id: 'co2', text: 'Carbon dioxide' },
      { id: 'he', text: 'Helium' },
    ],
    correct: 'co2',
  },
  {
    id: 'multiple',
    type: 'multiple',
    prompt: 'Which do plants need?',
    options: [
      { id: 'light', text: 'Light' },
      { id: 'water', text: 'Water' },
      { id: 'salt', text: 'Salt', feedback: 'Salt dries a plant out.' },
    ],
    correct: ['light', 'water'],
    feedback: { correct: 'Both, yes.', incorrect: '' },
    explanation: 'Light and water feed photosynthesis; salt harms roots.',
  },
  { id: 'tf', type: 'true-false', prompt: 'Plants make oxygen.', correct: true },
  {
    id: 'short',
    type: 'short-answer',
    prompt: 'Name the green pigment.',
    accepted: ['chlorophyll', 'chlorophyl'],
    feedback: { correct: 'Chlorophyll catches the light.', incorrect: '' },
  },
  { id: 'number', type: 'number', prompt: 'How many legs has an insect?', correct: 6 },
  {
    id: 'ordering',
    type: 'ordering',
    prompt: 'Put the steps in order.',
    items: [
      { id: 'in', text: 'Light in' },
      { id: 'out', text: 'Sugar out' },
    ],
  },
];

const clock = new Date('2026-11-27T10:00:00Z');
let t: TestApp;
let host: SignedIn;
let activityId: string;

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  host = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
  activityId = await formActivity(t.app, host.accessToken, 'Every kind', questions);
});
afterAll(() => t.close());

const advance = async (room: { id: string; step: number }) => {
  const response = await as(t, host).post(`${base}/rooms/${room.id}/advance`, { step: room.step });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as GameRoom;
};
const answer = (player: SignedIn, room: GameRoom, body: object) =>
  as(t, player).post(`${base}/rooms/${room.id}/answers`, {
    questionIndex: room.question?.index,
    ...body,
  });
const roomAs = async (session: SignedIn, roomId: string) =>
  (await as(t, session).get(`${base}/rooms/${roomId}`)).json().data as GameRoom;

describe('game master plays every kind of form question', () => {
  it('lists the form with the questions it plays and the ones it leaves out', async () => {
    const sources = (await as(t, host).get(`${base}/sources`)).json().data.sources;
    expect(sources).toEqual([
      expect.objectContaining({ activityId, questionCount: 5, leftOutCount: 1 }),
    ]);
  });

  it('asks each kind as it is answered, marks it as the form does and reveals what was right', async () => {
    const opened = await as(t, host).post(`${base}/rooms`, { activityId });
    expect(opened.statusCode, opened.body).toBe(201);
    let room = opened.json().data as GameRoom;
    expect(room.questionCount).toBe(5);
    const [right, wrong] = await Promise.all([registerStudent(t.app), registerStudent(t.app)]);
    for (const player of [right, wrong])
      expect((await as(t, player).post(`${base}/join`, { pin: room.pin })).statusCode).toBe(200);

    /** Asks the next question, takes both answers, reveals, and moves to the scoreboard. */
    const play = async (
      expected: object,
      answers: { right: object; wrong: object; refused: object[] },
      reveal: object,
    ) => {
      room = await advance(room);
      expect(room.question).toMatchObject(expected);
      // Feedback and the explanation wait for the reveal.
      expect(JSON.stringify(room.question)).not.toMatch(/feedback|explanation/i);
      for (const body of answers.refused)
        expect((await answer(right, room, body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await answer(right, room, answers.right)).statusCode).toBe(201);
      expect((await answer(wrong, room, answers.wrong)).statusCode).toBe(201);
      room = await advance(room);
      expect(room.reveal).toMatchObject(reveal);
      expect((await roomAs(right, room.id)).seat?.answer?.correct).toBe(true);
      expect((await roomAs(wrong, room.id)).seat?.answer?.correct).toBe(false);
      room = await advance(room);
    };

    await play(
      { answerKind: 'option', options: [{ id: 'co2' }, { id: 'he' }] },
      {
        right: { optionId: 'co2' },
        wrong: { optionId: 'he' },
        refused: [{ optionId: 'xx' }, { text: 'co2' }, { optionIds: ['co2'] }, {}],
      },
      { correctOptionIds: ['co2'], acceptedAnswers: [], counts: { co2: 1, he: 1 } },
    );
    // Several options: all the right ones and no other, as the form marks them.
    await play(
      { answerKind: 'options', options: [{ id: 'light' }, { id: 'water' }, { id: 'salt' }] },
      {
        right: { optionIds: ['water', 'light'] },
        wrong: { optionIds: ['light'] },
        refused: [{ optionId: 'light' }, { optionIds: ['light', 'light'] }, { optionIds: ['x'] }],
      },
      {
        correctOptionIds: ['light', 'water'],
        acceptedAnswers: [],
        counts: { light: 2, water: 1, salt: 0 },
        // The question's explanation, before the feedback for a right answer.
        explanation: 'Light and water feed photosynthesis; salt harms roots.',
      },
    );
    await play(
      { answerKind: 'option', options: [{ id: 'true' }, { id: 'false' }] },
      { right: { optionId: 'true' }, wrong: { optionId: 'false' }, refused: [{ optionId: 'yes' }] },
      { correctOptionIds: ['true'] },
    );
    // Words typed: spaces and case do not count.
    await play(
      { answerKind: 'text', options: [] },
      {
        right: { text: '  CHLOROPHYLL ' },
        wrong: { text: 'chloroplast' },
        refused: [{ optionId: 'chlorophyll' }, { text: '   ' }],
      },
      {
        correctOptionIds: [],
        acceptedAnswers: ['chlorophyll', 'chlorophyl'],
        explanation: 'Chlorophyll catches the light.',
      },
    );
    await play(
      { answerKind: 'number', options: [] },
      { right: { text: '6' }, wrong: { text: 'eight' }, refused: [] },
      { correctOptionIds: [], acceptedAnswers: ['6'] },
    );

    expect(room.phase).toBe('scoreboard');
    const podium = await advance(room);
    expect(podium.phase).toBe('podium');
    expect((await roomAs(right, room.id)).seat).toMatchObject({ score: 5000, rank: 1 });
    expect((await roomAs(wrong, room.id)).seat).toMatchObject({ score: 0 });

    const csv = await as(t, host).get(`${base}/rooms/${room.id}/results.csv`);
    const [header, top, bottom] = parse(csv.body) as string[][];
    expect(header?.slice(4)).toEqual([
      'Q1: Which gas do plants take in?',
      'Q2: Which do plants need?',
      'Q3: Plants make oxygen.',
      'Q4: Name the green pigment.',
      'Q5: How many legs has an insect?',
    ]);
    expect(top?.slice(3)).toEqual([
      '5 of 5',
      'Carbon dioxide (right, 1000 points)',
      'Light; Water (right, 1000 points)',
      'True (right, 1000 points)',
      'CHLOROPHYLL (right, 1000 points)',
      '6 (right, 1000 points)',
    ]);
    expect(bottom?.slice(3)).toEqual([
      '0 of 5',
      'Helium (wrong, 0 points)',
      'Light (wrong, 0 points)',
      'False (wrong, 0 points)',
      'chloroplast (wrong, 0 points)',
      'eight (wrong, 0 points)',
    ]);
  });

  it('shows a self-paced player what they typed, and the accepted answers once given', async () => {
    const opened = await as(t, host).post(`${base}/rooms`, { activityId, mode: 'self-paced' });
    const room = opened.json().data as GameRoom;
    const player = await registerStudent(t.app);
    await as(t, player).post(`${base}/join`, { pin: room.pin });
    const next = async () =>
      (await as(t, player).post(`${base}/rooms/${room.id}/next`, {})).json().data as GameRoom;
    let asked = await next();
    await answer(player, asked, { optionId: 'co2' });
    asked = await next();
    await answer(player, asked, { optionIds: ['light', 'salt'] });
    expect((await roomAs(player, room.id)).seat?.answer).toEqual({
      optionIds: ['light', 'salt'],
      text: null,
      correct: false,
      points: 0,
    });
    asked = await next();
    await answer(player, asked, { optionId: 'true' });
    asked = await next();
    await answer(player, asked, { text: 'Chlorophyl' });
    const seen = await roomAs(player, room.id);
    expect(seen.seat?.answer).toMatchObject({ optionIds: [], text: 'Chlorophyl', correct: true });
    expect(seen.reveal?.acceptedAnswers).toEqual(['chlorophyll', 'chlorophyl']);
  });
});
