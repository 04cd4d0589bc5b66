// Game master: one live room with many players on phones. Every player holds the
// live socket open; each question the host asks, all players answer at once. Timed: how long an
// answer takes to be acknowledged (the POST's round trip) and how long the host's move takes to
// reach the last player's socket.

import WebSocket from 'ws';
import { percentiles } from './percentiles.mjs';
import { registerStudent, signIn } from './server.mjs';

const call = async (url, token, method, path, body) => {
  const response = await fetch(`${url}/sparked-api/games${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
};

/** A player's socket, resolving `waitFor(step)` when a room at that step or later arrives. */
async function watch(url, token, roomId) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/sparked-api/games/live`);
  let latest = -1;
  const waiting = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type !== 'room') throw new Error(message.message);
    latest = Math.max(latest, message.room.step);
    for (const waiter of waiting.splice(0))
      if (latest >= waiter.step) waiter.resolve(performance.now());
      else waiting.push(waiter);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'hello', token, roomId }));
  return {
    waitFor: (step) =>
      latest >= step
        ? Promise.resolve(performance.now())
        : new Promise((resolve) => waiting.push({ step, resolve })),
    close: () => socket.close(),
  };
}

async function inBatches(count, size, make) {
  const made = [];
  for (let start = 0; start < count; start += size)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)),
      )),
    );
  return made;
}

export async function measureGameMaster(url, playerCount) {
  const host = (await signIn(url, 'facilitator@sparked.test', 'sparked-facilitator-demo'))
    .accessToken;
  const [source] = (await call(url, host, 'GET', '/sources')).sources;
  let room = await call(url, host, 'POST', '/rooms', { activityId: source.activityId });
  const players = await inBatches(playerCount, 20, async () => {
    const { accessToken } = await registerStudent(url);
    await call(url, accessToken, 'POST', '/join', { pin: room.pin });
    return { token: accessToken, live: await watch(url, accessToken, room.id) };
  });
  const answers = [];
  const pushes = [];
  /** The host's move, and when the last player's socket had the room it made. */
  const move = async () => {
    const started = performance.now();
    room = await call(url, host, 'POST', `/rooms/${room.id}/advance`, { step: room.step });
    const arrived = await Promise.all(players.map((player) => player.live.waitFor(room.step)));
    pushes.push(Math.max(...arrived) - started);
  };
  for (let index = 0; index < room.questionCount; index++) {
    await move();
    const options = room.question.options;
    await Promise.all(
      players.map(async (player, n) => {
        const started = performance.now();
        await call(url, player.token, 'POST', `/rooms/${room.id}/answers`, {
          questionIndex: index,
          optionId: options[n % options.length].id,
        });
        answers.push(performance.now() - started);
      }),
    );
    await move(); // reveal
    await move(); // scoreboard
  }
  await move(); // podium
  for (const player of players) player.live.close();
  return { answer: percentiles(answers), push: percentiles(pushes) };
}
