import type { GameSocketMessage, ModuleGlossary, PasswordRoom } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { isGeneratedNickname } from '../src/modules/games/nicknames';
import { as, balances } from './support/economy';
import { glossaryEbook, plantTerms as terms } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, type SignedIn, signIn } from './support/users';

const base = '/sparked-api/password-games';
/** A clock the tests move, so turns run out exactly. */
let clock = new Date('2026-11-27T10:00:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let host: SignedIn;
let moduleId: string;
let shortModuleId: string;

async function teacher() {
  return signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
}

async function moduleWith(title: string, entries: readonly (readonly [string, string])[]) {
  const call = async (url: string, body: object) => {
    const response = await as(t, host).post(`/sparked-api${url}`, body);
    if (response.statusCode >= 300) throw new Error(response.body);
    return response.json().data.id as string;
  };
  const id = await call('/modules', { title });
  const sectionId = await call(`/modules/${id}/sections`, { title: 'S' });
  const unitId = await call(`/modules/${id}/units`, { sectionId, title: 'U' });
  await call(`/modules/${id}/activities`, {
    unitId,
    type: 'ebook',
    title: 'Words',
    content: glossaryEbook(entries),
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  host = await teacher();
  moduleId = await moduleWith('Plants', terms);
  shortModuleId = await moduleWith('Short', terms.slice(0, 2));
});
afterAll(() => t.close());

const open = async (body: object = {}) => {
  const response = await as(t, host).post(`${base}/rooms`, { moduleId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PasswordRoom;
};
const join = async (player: SignedIn, pin: string) => {
  const response = await as(t, player).post(`${base}/join`, { pin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PasswordRoom;
};
const startTurn = async (room: { id: string; step: number }) => {
  const response = await as(t, host).post(`${base}/rooms/${room.id}/turns`, { step: room.step });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PasswordRoom;
};
const card = (who: SignedIn, room: { id: string; step: number }, result: string) =>
  as(t, who).post(`${base}/rooms/${room.id}/cards`, { step: room.step, result });
const roomAs = async (session: SignedIn, roomId: string) =>
  (await as(t, session).get(`${base}/rooms/${roomId}`)).json().data as PasswordRoom;

/** A room in phones mode with two players a team, the first turn started. */
async function startedGame() {
  const room = await open({ rounds: 1 });
  const players = await Promise.all([1, 2, 3, 4].map(() => registerStudent(t.app)));
  for (const player of players) await join(player, room.pin);
  const lobby = await roomAs(host, room.id);
  const turn = await startTurn(lobby);
  const views = await Promise.all(players.map((player) => roomAs(player, room.id)));
  const byRole = (role: string) => players[views.findIndex((view) => view.role === role)];
  return { room: turn, players, views, byRole };
}

describe('glossaries', () => {
  it('lists the terms marked in the e-books of modules I author, and nobody else’s', async () => {
    const mine = (await as(t, host).get('/sparked-api/glossaries')).json().data
      .glossaries as ModuleGlossary[];
    const plants = mine.find((glossary) => glossary.moduleId === moduleId);
    expect(plants?.entries).toEqual(terms.map(([term, definition]) => ({ term, definition })));
    const other = await teacher();
    const theirs = (await as(t, other).get('/sparked-api/glossaries')).json().data.glossaries;
    expect(theirs).toEqual([]);
    const student = await registerStudent(t.app);
    expect((await as(t, student).get('/sparked-api/glossaries')).statusCode).toBe(403);
  });
});

describe('password game', () => {
  it('opens only for an author, and only with enough terms', async () => {
    const other = await teacher();
    const stranger = await as(t, other).post(`${base}/rooms`, { moduleId });
    expect(stranger.statusCode).toBe(404);
    const short = await as(t, host).post(`${base}/rooms`, { moduleId: shortModuleId });
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toBe(
      'This module’s glossary has 2 terms; mark at least 5 in its e-books to play.',
    );
    const bad = await as(t, host).post(`${base}/rooms`, { moduleId, rounds: 9 });
    expect(bad.statusCode).toBe(400);
  });

  it('puts joiners into balanced teams under generated nicknames; joining again rejoins', async () => {
    const room = await open();
    const players = await Promise.all([1, 2, 3].map(() => registerStudent(t.app)));
    for (const player of players) await join(player, room.pin);
    const again = await join(players[0] as SignedIn, room.pin);
    expect(again.seat?.team).toBe(0);
    const view = await roomAs(host, room.id);
    expect(view.teams.map((team) => team.players.length)).toEqual([2, 1]);
    expect(
      view.teams.flatMap((team) => team.players).every((p) => isGeneratedNickname(p.nickname)),
    ).toBe(true);
    const extra = await as(t, players[1] as SignedIn).post(`${base}/join`, {
      pin: room.pin,
      nickname: 'Rude name',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('shows the card to the clue giver and the other team, never to the guessers', async () => {
    const { room, views } = await startedGame();
    expect(room).toMatchObject({ phase: 'turn', card: null, role: 'host', turnsPlayed: 1 });
    const roles = views.map((view) => view.role).sort();
    expect(roles).toEqual(['clue-giver', 'guesser', 'watcher', 'watcher']);
    for (const view of views) {
      if (view.role === 'guesser') expect(view.card).toBeNull();
      else expect(view.card?.term).toEqual(expect.any(String));
    }
    const giver = views.find((view) => view.role === 'clue-giver');
    expect(giver?.turn?.clueGiver?.nickname).toBe(giver?.seat?.nickname);
  });

  it('scores got for the team, a buzz for the other team, and counts a double press once', async () => {
    const { room, byRole } = await startedGame();
    const giver = byRole('clue-giver') as SignedIn;
    const guesser = byRole('guesser') as SignedIn;
    const watcher = byRole('watcher') as SignedIn;

    expect((await card(guesser, room, 'got')).statusCode).toBe(403);
    expect((await card(giver, room, 'buzz')).statusCode).toBe(403);
    const [first, second] = await Promise.all([card(giver, room, 'got'), card(giver, room, 'got')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const afterGot = await roomAs(host, room.id);
    expect(afterGot.teams.map((team) => team.score)).toEqual([1, 0]);
    expect(afterGot.cardsLeft).toBe(4);

    const buzzed = await card(watcher, afterGot, 'buzz');
    expect(buzzed.statusCode, buzzed.body).toBe(200);
    const passed = await card(giver, buzzed.json().data, 'pass');
    const after = passed.json().data as PasswordRoom;
    expect(after.teams.map((team) => team.score)).toEqual([1, 1]);
    expect(after.cardsLeft).toBe(4);
    expect(after.turn).toMatchObject({ team: 0 });
    expect(after.turn?.got).toHaveLength(1);
    expect(after.turn?.buzzed).toHaveLength(1);
    expect(after.turn?.passed).toHaveLength(1);
  });

  it('ends a turn at 60 seconds: no more cards; the next turn goes to the other team', async () => {
    const { room, byRole } = await startedGame();
    const giver = byRole('clue-giver') as SignedIn;
    tick(59_000);
    const inTime = await card(giver, room, 'got');
    expect(inTime.statusCode).toBe(200);
    tick(3_000);
    const late = await card(giver, inTime.json().data, 'got');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This turn is over.');
    const over = await roomAs(host, room.id);
    expect(over.phase).toBe('turn-over');
    const next = await startTurn(over);
    expect(next.turn?.team).toBe(1);
    expect(next.turnsPlayed).toBe(2);
  });

  it('refuses to start a turn while one runs; after the last turn it finishes and credits once', async () => {
    const { room, players, byRole } = await startedGame();
    expect(
      (await as(t, host).post(`${base}/rooms/${room.id}/turns`, { step: room.step })).statusCode,
    ).toBe(409);
    const giver = byRole('clue-giver') as SignedIn;
    const got = await card(giver, room, 'got');
    tick(61_000);
    const second = await startTurn(got.json().data);
    tick(61_000);
    const before = await Promise.all(players.map((player) => balances(t, player)));
    const finished = await startTurn(second);
    expect(finished.phase).toBe('finished');
    const after = await Promise.all(players.map((player) => balances(t, player)));
    const gained = after.map((wallets, at) => wallets.EXPERIENCE - (before[at]?.EXPERIENCE ?? 0));
    const giverAt = players.indexOf(giver);
    const giverTeam = (await roomAs(giver, room.id)).seat?.team;
    expect(gained[giverAt]).toBe(5);
    expect(gained.filter((xp) => xp === 5)).toHaveLength(2);
    expect(gained.filter((xp) => xp === 0)).toHaveLength(2);
    expect(giverTeam).toBe(0);
    const again = await as(t, host).post(`${base}/rooms/${room.id}/finish`, {});
    expect(again.statusCode).toBe(409);
    const history = (await as(t, giver).get('/sparked-api/games/rooms')).json().data.games;
    expect(history[0]).toMatchObject({
      game: 'password',
      roomId: room.id,
      finished: true,
      role: 'player',
      score: 1,
      rank: 1,
      playerCount: 4,
    });
  });

  it('on one shared screen nobody joins, and the host plays the cards', async () => {
    const room = await open({ mode: 'screen' });
    const student = await registerStudent(t.app);
    const refused = await as(t, student).post(`${base}/join`, { pin: room.pin });
    expect(refused.statusCode).toBe(409);
    const turn = await startTurn(room);
    expect(turn.card?.term).toEqual(expect.any(String));
    expect(turn.turn?.clueGiver).toBeNull();
    const got = await card(host, turn, 'got');
    expect(got.json().data.teams[0].score).toBe(1);
    const outside = await as(t, student).get(`${base}/rooms/${room.id}`);
    expect(outside.statusCode).toBe(404);
  });

  it('pushes the room over its socket to each viewer as they see it', async () => {
    const { room, byRole } = await startedGame();
    const guesser = byRole('guesser') as SignedIn;
    const giver = byRole('clue-giver') as SignedIn;
    const nextMessage = (socket: WebSocket) =>
      new Promise<GameSocketMessage<PasswordRoom>>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
      );
    const socket = await t.app.injectWS(`${base}/live`);
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'hello', token: guesser.accessToken, roomId: room.id }));
    expect(await first).toMatchObject({ type: 'room', room: { role: 'guesser', card: null } });
    const pushed = nextMessage(socket);
    await card(giver, room, 'got');
    expect(await pushed).toMatchObject({
      type: 'room',
      room: { teams: [{ score: 1 }, { score: 0 }] },
    });
    socket.terminate();
  });
});
