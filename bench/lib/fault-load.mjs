// The writes of `npm run bench:faults` (decision 0040): simulated students buying in the store,
// saving their place, completing e-books and submitting a form, through HAProxy, while an instance
// is killed and PostgreSQL restarts. Each write is sent as the web client sends it (an
// Idempotency-Key; the player's statement id as its key) and, like a person pressing again after
// an error, sent again with the same key after a dropped connection or a 5xx (after its
// Retry-After), and after a 409 that says the key's first request is still being processed. Every
// attempt is recorded (status, instance, time); every acknowledged write (a 2xx) with its key.
import { randomUUID } from 'node:crypto';
import { client, makeClass } from './learning.mjs';
import { energyRefill, fundedStudents } from './purchases.mjs';
import { signIn } from './server.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long one write is tried again before it is given up (an in-progress key is retaken after 60 s). */
const giveUpMs = Number(process.env.FAULTS_GIVE_UP_SECONDS ?? 120) * 1000;
/** A one-question form with no limit on attempts: each submit is a new marked answer. */
const quiz = {
  type: 'form',
  passMark: 100,
  attempts: null,
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Which gas do plants take in?',
      options: [
        { id: 'co2', text: 'Carbon dioxide' },
        { id: 'he', text: 'Helium' },
      ],
      correct: 'co2',
    },
  ],
};

/**
 * A class on a module of 50 e-books and the quiz, `count` funded students enrolled in it, and
 * the store's energy refill they buy. Made before any fault, through `url` (HAProxy).
 */
export async function prepareClass(url, count) {
  const facilitator = await signIn(url, 'facilitator@sparked.test', 'sparked-facilitator-demo');
  const teacher = client(url, facilitator.accessToken);
  const { classId, moduleId, code } = await makeClass(teacher, [quiz]);
  const outline = await teacher('GET', `/modules/${moduleId}`);
  const activities = outline.sections.flatMap((s) => s.units.flatMap((u) => u.activities));
  const students = await fundedStudents(url, count);
  for (const student of students)
    await client(url, student.accessToken)('POST', `/classes/${classId}/join`, { code });
  return {
    base: `/sparked-api/player/classes/${classId}/modules/${moduleId}/activities`,
    ebooks: activities.filter((a) => a.type === 'ebook').map((a) => a.id),
    form: activities.find((a) => a.type === 'form').id,
    refill: await energyRefill(url, students[0]),
    students,
  };
}

/** What every attempt answered, every acknowledged write, and the writes given up or refused. */
export function createRecord() {
  return { attempts: [], acknowledged: [], givenUp: [], refused: [] };
}

/** One attempt: answers its status (0: no answer), the instance, Retry-After and error code. */
async function attempt(url, { method, path, token, body, key }) {
  const headers = { authorization: `Bearer ${token}` };
  if (body) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const code = response.ok ? undefined : (safeJson(text)?.code ?? text.slice(0, 80));
    return {
      status: response.status,
      // HAProxy names the instance that answered; an answer without it is HAProxy's own.
      servedBy: response.headers.get('x-served-by') ?? 'haproxy',
      retryAfter: Number(response.headers.get('retry-after') ?? 0) || null,
      code,
    };
  } catch (error) {
    return {
      status: 0,
      servedBy: 'no answer',
      retryAfter: null,
      code: error.cause?.code ?? error.name,
    };
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Whether the client sends the same request (same key) again after this answer. */
const sendAgain = ({ status, code }) =>
  status === 0 || status >= 500 || (status === 409 && code === 'conflict');

/**
 * Sends one write until it is answered, as the web client's user would: the same key each time,
 * after the answer's Retry-After (else about a second). `write.kind` and `write.key` name it in
 * the record, with its first try's time, its tries and how long it took to be acknowledged; a
 * GET (`key` null) is recorded with the attempts only.
 */
export async function send(url, record, write) {
  const first = Date.now();
  for (let tries = 1; ; tries++) {
    const sentAt = Date.now();
    const answer = await attempt(url, write);
    record.attempts.push({ ...answer, kind: write.kind, sentAt, ms: Date.now() - sentAt });
    if (answer.status >= 200 && answer.status < 300) {
      const { kind, key } = write;
      if (key) record.acknowledged.push({ kind, key, first, tries, waitedMs: Date.now() - first });
      return true;
    }
    const entry = { kind: write.kind, key: write.key, status: answer.status, code: answer.code };
    if (!sendAgain(answer)) {
      record.refused.push(entry);
      return false;
    }
    if (Date.now() - first > giveUpMs) {
      record.givenUp.push(entry);
      return false;
    }
    await pause(answer.retryAfter ? answer.retryAfter * 1000 : 500 + Math.random() * 1000);
  }
}

/** One student's writes in turn while `running()`, a short read between each. */
export async function studentWrites(url, record, place, student, running) {
  const token = student.accessToken;
  const post = (kind, path, body, key = body.statementId) =>
    send(url, record, { kind, method: 'POST', path, token, body, key });
  for (let book = 0; running(); book = (book + 1) % place.ebooks.length) {
    const ebook = `${place.base}/${place.ebooks[book]}`;
    const steps = [
      () =>
        post(
          'purchase',
          `/sparked-api/items/${place.refill.id}/purchase`,
          { category_id: place.refill.categoryId },
          randomUUID(),
        ),
      () => send(url, record, { kind: 'read', method: 'GET', path: ebook, token }),
      () =>
        post('progress', `${ebook}/progress`, { statementId: randomUUID(), page: 1, seconds: 20 }),
      () => post('completion', `${ebook}/complete`, { statementId: randomUUID() }),
      () =>
        post('answer', `${place.base}/${place.form}/submit`, {
          statementId: randomUUID(),
          answers: { q1: Math.random() < 0.5 ? 'co2' : 'he' },
        }),
    ];
    for (const step of steps) {
      await step();
      // A person reads, taps and waits between actions; nonstop clients would only measure a queue.
      await pause(200 + Math.random() * 400);
    }
  }
}
