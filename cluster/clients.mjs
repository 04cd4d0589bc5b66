// What the cluster test talks to the instances with: fetch for the calls and `ws` for the live
// socket, the way the web client does (packages/features' api client and use-live-game-room).
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

/** One call; `form` sends multipart. Answers the status, the JSON (when there is some) and the raw bytes. */
export async function call(base, method, path, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(15_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const json = type.includes('json') && bytes.length > 0 ? JSON.parse(bytes.toString()) : null;
  return { status: response.status, headers: response.headers, json, bytes };
}

/** `call` that fails the test unless the status is the expected one; answers `data`. */
export async function ok(base, method, path, options = {}, status = 200) {
  const answer = await call(base, method, path, options);
  if (answer.status !== status)
    throw new Error(
      `${method} ${base}${path}: ${answer.status} ${answer.bytes.toString().slice(0, 300)}`,
    );
  return answer.json?.data;
}

export const signIn = (base, email, password) =>
  ok(base, 'POST', '/sso/auth/login', { body: { email, password } });

export const registerStudent = (base) =>
  ok(
    base,
    'POST',
    '/sso/auth/register/student',
    {
      body: {
        firstName: 'Cluster',
        lastName: 'Student',
        email: `cluster-${randomUUID().slice(0, 8)}@example.test`,
        password: 'correct horse battery staple',
      },
    },
    201,
  );

const serviceRestart = 1012;
const backoffMs = [500, 1000, 2000, 4000, 8000];

/**
 * A game room's live socket that reconnects as the web client does: at once (a jitter of at most
 * 250 ms) after 1012, otherwise after 0.5, 1, 2, 4, 8 s; the first message after a reconnect is
 * the room as it is now. `firstUrl` is where it connects first, `reconnectUrl` every time after.
 */
export class LiveRoom {
  constructor({ firstUrl, reconnectUrl, token, roomId }) {
    Object.assign(this, { reconnectUrl, token, roomId });
    this.room = null;
    this.servedBy = null;
    this.connections = 0;
    this.lastMessageAt = 0;
    this.waiters = new Set();
    this.stopped = false;
    this.attempt = 0;
    this.connect(firstUrl);
  }

  connect(url) {
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on('upgrade', (response) => {
      this.servedBy = response.headers['x-served-by'] ?? url;
    });
    socket.on('open', () => {
      this.connections += 1;
      socket.send(JSON.stringify({ type: 'hello', token: this.token, roomId: this.roomId }));
    });
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'refused') {
        this.refused = message.message;
        return;
      }
      this.attempt = 0;
      this.room = message.room;
      this.lastMessageAt = Date.now();
      for (const waiter of this.waiters) waiter();
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      if (this.stopped || this.socket !== socket) return;
      const wait =
        code === serviceRestart
          ? Math.random() * 250
          : backoffMs[Math.min(this.attempt, backoffMs.length - 1)];
      this.attempt += 1;
      setTimeout(() => this.connect(this.reconnectUrl), wait);
    });
  }

  /** Resolves with the room once `test(room)` holds for the room this socket last received. */
  until(test, what, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.room && test(this.room)) {
          this.waiters.delete(check);
          clearTimeout(timer);
          resolve(this.room);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(`no room where ${what} within ${timeoutMs} ms (last: ${this.describe()})`),
        );
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  describe() {
    const r = this.room;
    return r ? `${r.phase} step ${r.step} answered ${r.answeredCount}` : 'none';
  }

  close() {
    this.stopped = true;
    this.socket.close();
  }
}
