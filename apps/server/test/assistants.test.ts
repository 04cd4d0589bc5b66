import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpDeskAssistantId, parseAssistantReply, pushThreadWaitMs } from '@sparked/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { assistantRuns, assistants } from '../src/db/schema';
import { createMemoryStore } from '../src/http/rate-limit';
import { assistantRepository } from '../src/modules/assistants/repository';
import { restartedError, staleError } from '../src/modules/assistants/runner';
import { seedId } from '../src/seed/economy-catalogue';
import { as, balances, grant, ledgerMismatches, signInAdmin } from './support/economy';
import { fakeService } from './support/fake-service';
import { pushToJanus, waitForRun } from './support/help-desk';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

const guideId = seedId('assistant:sparked-guide');
const ask = (t: TestApp, session: SignedIn | null, body: object, slug = 'sparked-guide') =>
  as(t, session).post(`/tools-api/gpt/standard/assistants/${slug}`, {
    assistantId: guideId,
    saveUserThread: false,
    cost: 0,
    ...body,
  });
const messagesOf = async (t: TestApp, session: SignedIn, threadId: string, kind = 'standard') =>
  (await as(t, session).get(`/tools-api/gpt/${kind}/assistants/thread/${threadId}`)).json().data
    .messages.body.data as Array<{ role: string; content: Array<{ text: { value: string } }> }>;
const textOf = (message: { content: Array<{ text: { value: string } }> } | undefined) =>
  message?.content.map((item) => item.text.value).join('\n') ?? '';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sparked-assistants-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('assistants on the local provider', () => {
  let t: TestApp;
  let student: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    student = await registerStudent(t.app);
  });
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    await t.close();
  });

  it('lists the standard assistants without their instructions', async () => {
    const response = await as(t, student).get('/tools-api/gpt/standard/assistants');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: guideId, slug: 'sparked-guide', kind: 'standard', cost: 0 }),
        expect.objectContaining({ slug: 'writing-coach', cost: 2, currency: 'ENERGY' }),
      ]),
    );
    expect(
      response
        .json()
        .data.map((assistant: { slug: string }) => assistant.slug)
        .sort(),
    ).toEqual(['maths-explainer', 'sparked-guide', 'study-buddy', 'writing-coach']);
    expect(response.body).not.toContain('instructions');
    expect((await as(t, null).get('/tools-api/gpt/standard/assistants')).statusCode).toBe(401);
  });

  it('queues a run, completes it and answers the thread newest first', async () => {
    const response = await ask(t, student, { prompt: '  How do I sign out?  ' });
    expect(response.statusCode).toBe(201);
    const { runId, threadId } = response.json().data;
    const run = await waitForRun(t, student, 'standard', threadId, runId);
    expect(run).toMatchObject({ id: runId, threadId, status: 'completed', error: null });
    expect(run.startedAt).not.toBeNull();
    expect(run.finishedAt).not.toBeNull();
    const [answer, question] = await messagesOf(t, student, threadId);
    expect(question).toMatchObject({
      role: 'user',
      content: [{ type: 'text', text: { value: 'How do I sign out?' } }],
    });
    expect(answer?.role).toBe('assistant');
    expect(parseAssistantReply(textOf(answer))).toMatchObject({
      type: 'text',
      message: expect.stringContaining('Sign out'),
      close_thread: false,
    });
  });

  it('continues a thread by id, and also finds the assistant by assistantId alone', async () => {
    const first = (await ask(t, student, { prompt: 'How do I register?' })).json().data;
    await waitForRun(t, student, 'standard', first.threadId, first.runId);
    const second = await as(t, student).post('/tools-api/gpt/standard/assistants', {
      prompt: 'Tell me about quantum chromodynamics',
      assistantId: guideId,
      threadId: first.threadId,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.threadId).toBe(first.threadId);
    await waitForRun(t, student, 'standard', first.threadId, second.json().data.runId);
    const messages = await messagesOf(t, student, first.threadId);
    expect(messages.map((message) => message.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(parseAssistantReply(textOf(messages[0])).message).toMatch(/I don't know/);
  });

  it('keeps threads private: another user gets 404 for the thread, its runs and a prompt', async () => {
    const { threadId, runId } = (await ask(t, student, { prompt: 'What is energy?' })).json().data;
    await waitForRun(t, student, 'standard', threadId, runId);
    const other = await registerStudent(t.app);
    const thread = await as(t, other).get(`/tools-api/gpt/standard/assistants/thread/${threadId}`);
    expect(thread.statusCode).toBe(404);
    expect(thread.json().error).toBe('There is no such conversation. Start a new one.');
    const run = await as(t, other).get(
      `/tools-api/gpt/standard/assistants/thread/${threadId}/run/${runId}`,
    );
    expect(run.statusCode).toBe(404);
    expect((await ask(t, other, { prompt: 'hello', threadId })).statusCode).toBe(404);
    // The same thread read under the other kind is not found either.
    const wrongKind = await as(t, student).get(
      `/tools-api/gpt/help-desk/assistants/thread/${threadId}`,
    );
    expect(wrongKind.statusCode).toBe(404);
  });

  it('refuses bad input with a sentence, never a 500', async () => {
    const empty = await ask(t, student, { prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(
      'Invalid request body. prompt: prompt is empty; type a message.',
    );
    const wrongId = await ask(t, student, { prompt: 'hi', assistantId: helpDeskAssistantId });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().error).toBe('assistantId is not the id of "sparked-guide".');
    expect((await ask(t, student, { prompt: 'hi' }, 'nobody')).statusCode).toBe(404);
    const kind = await as(t, student).get('/tools-api/gpt/tutor/assistants');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toMatch(
      /^Invalid path\. kind: kind must be one of standard, help-desk/,
    );
    const badRun = await as(t, student).get(
      `/tools-api/gpt/standard/assistants/thread/${guideId}/run/not-a-uuid`,
    );
    expect(badRun.statusCode).toBe(400);
  });

  it('the tutors answer offline with their own engines', async () => {
    const explainer = seedId('assistant:maths-explainer');
    const { threadId, runId } = (
      await ask(
        t,
        student,
        { prompt: 'What is 2 + 3 x 4?', assistantId: explainer },
        'maths-explainer',
      )
    ).json().data;
    expect((await waitForRun(t, student, 'standard', threadId, runId)).status).toBe('completed');
    const [reply] = await messagesOf(t, student, threadId);
    expect(parseAssistantReply(textOf(reply))).toMatchObject({
      type: 'text',
      message: expect.stringContaining('- × and ÷ come before + and −, left to right: 3 × 4 = 12'),
    });
  });

  it('tells a student without the energy when refills cover the price and that the store sells more', async () => {
    const newcomer = await registerStudent(t.app);
    const before = Date.now();
    const refused = await ask(
      t,
      newcomer,
      { prompt: 'Check my essay', assistantId: seedId('assistant:writing-coach') },
      'writing-coach',
    );
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body).toMatchObject({
      code: 'insufficient_balance',
      error: 'Asking Writing coach costs 2 energy; you have 0.',
      shortfall: { wallet: 'ENERGY', needed: 2, balance: 0, inStore: true },
    });
    // One energy every 30 minutes from registration: two are there an hour after it.
    const enoughAt = Date.parse(body.shortfall.enoughAt);
    expect(enoughAt).toBeGreaterThan(before + 3_500_000);
    expect(enoughAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('charges the price of the assistant, whatever cost the client sends', async () => {
    const admin = await signInAdmin(t);
    const [tutor] = await t.database.db
      .insert(assistants)
      .values({
        kind: 'standard',
        slug: 'tutor',
        name: 'Tutor',
        description: 'A priced tutor',
        instructions: 'Teach.',
        cost: 2,
        currency: 'DIAMONDS',
      })
      .returning({ id: assistants.id });
    const payer = await registerStudent(t.app);
    const poor = await ask(
      t,
      payer,
      { prompt: 'How do I sign in?', assistantId: tutor?.id },
      'tutor',
    );
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({
      code: 'insufficient_balance',
      error: 'Asking Tutor costs 2 diamonds; you have 0.',
    });
    await grant(t, admin, payer.user.id, 'DIAMONDS', 3);
    const paid = await ask(
      t,
      payer,
      { prompt: 'How do I sign in?', assistantId: tutor?.id, cost: 0 },
      'tutor',
    );
    expect(paid.statusCode).toBe(201);
    const { threadId, runId } = paid.json().data;
    expect((await waitForRun(t, payer, 'standard', threadId, runId)).status).toBe('completed');
    expect((await balances(t, payer)).DIAMONDS).toBe(1);
  });
});

/** A student's thread with one message written straight to the database, as a run would find it. */
async function startThread(t: TestApp) {
  const student = await registerStudent(t.app);
  const db = t.database.db;
  const threadId = await assistantRepository.insertThread(db, {
    userId: student.user.id,
    assistantId: guideId,
    saved: false,
    context: null,
  });
  const messageId = await assistantRepository.insertMessage(db, threadId, 'user', 'hello');
  return { student, db, threadId, messageId };
}

describe('restart recovery', () => {
  it('fails a run no process can still be working on when it is read', async () => {
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      const { student, db, threadId, messageId } = await startThread(t);
      const run = await assistantRepository.insertRun(db, threadId, messageId);
      await db
        .update(assistantRuns)
        .set({ status: 'in_progress', createdAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(assistantRuns.id, run.id));
      const response = await as(t, student).get(
        `/tools-api/gpt/standard/assistants/thread/${threadId}/run/${run.id}`,
      );
      expect(response.json().data.run).toMatchObject({ status: 'failed', error: staleError });
    } finally {
      await t.close();
    }
  });

  it('fails runs a stopped process left queued or in progress, with a clear error', async () => {
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      const { student, db, threadId, messageId } = await startThread(t);
      const queued = await assistantRepository.insertRun(db, threadId, messageId);
      const started = await assistantRepository.insertRun(db, threadId, messageId);
      await db
        .update(assistantRuns)
        .set({ status: 'in_progress' })
        .where(eq(assistantRuns.id, started.id));

      // A new process starts on the same database.
      const restarted = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
        database: t.database,
        rateLimitStore: createMemoryStore(),
        serveWeb: false,
      });
      await restarted.ready();
      try {
        for (const run of [queued, started]) {
          const response = await restarted.inject({
            method: 'GET',
            url: `/tools-api/gpt/standard/assistants/thread/${threadId}/run/${run.id}`,
            headers: { authorization: `Bearer ${student.accessToken}` },
          });
          expect(response.json().data.run).toMatchObject({
            status: 'failed',
            error: restartedError,
          });
        }
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('assistants on an OpenAI-compatible provider', () => {
  let t: TestApp;
  let student: SignedIn;
  let next: { status: number; body: unknown; delayMs?: number };
  let fake: Awaited<ReturnType<typeof fakeService>>;
  const completion = (content: string) => ({
    status: 200,
    body: { choices: [{ index: 0, message: { role: 'assistant', content } }] },
  });

  beforeAll(async () => {
    fake = await fakeService(() => next);
    t = await createTestApp({
      DATA_DIR: dataDir,
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `${fake.url}/v1`,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'test-key',
    });
    student = await registerStudent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the conversation with a JSON-schema response format and stores a valid reply', async () => {
    const reply = { type: 'text', message: 'Open **Store** from the menu.', close_thread: false };
    next = completion(JSON.stringify({ ...reply, ticket: null }));
    const { threadId, runId } = (await ask(t, student, { prompt: 'Where is the store?' })).json()
      .data;
    expect((await waitForRun(t, student, 'standard', threadId, runId)).status).toBe('completed');
    const sent = fake.received.at(-1);
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    const body = JSON.parse(sent?.body.toString() ?? '{}');
    expect(body.model).toBe('test-model');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'assistant_reply', strict: true },
    });
    expect(body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('You are the Sparked guide.'),
    });
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Where is the store?' });
    const [answer] = await messagesOf(t, student, threadId);
    expect(JSON.parse(textOf(answer))).toEqual(reply);
  });

  it('keeps output that is not a valid reply as plain text', async () => {
    next = completion('{"type":"ticket_bug","message":"no ticket here","close_thread":true}');
    const { threadId, runId } = (await ask(t, student, { prompt: 'Break it' })).json().data;
    expect((await waitForRun(t, student, 'standard', threadId, runId)).status).toBe('completed');
    const [answer] = await messagesOf(t, student, threadId);
    expect(textOf(answer)).toBe(
      '{"type":"ticket_bug","message":"no ticket here","close_thread":true}',
    );
    expect(parseAssistantReply(textOf(answer)).type).toBe('text');
  });

  it('lets push-thread answer before a slow reply; the widget then polls the run', async () => {
    const reply = {
      type: 'text',
      message: 'Sorry for the wait.',
      close_thread: false,
      ticket: null,
    };
    next = { ...completion(JSON.stringify(reply)), delayMs: pushThreadWaitMs + 500 };
    const data = await pushToJanus(t, student, 'Hello?');
    // Answered while the reply was still on its way (not a timing: a busy machine stretches those).
    expect(data.run.status).toBe('in_progress');
    expect(data.lastResponse).toBeNull();
    const run = await waitForRun(t, student, 'help-desk', data.threadId, data.run.id);
    expect(run.status).toBe('completed');
    const saved = await as(t, student).get(`/tools-api/help-desk/threads/${data.threadId}`);
    expect(parseAssistantReply(textOf(saved.json().data.messages.body.data[0])).message).toBe(
      'Sorry for the wait.',
    );
  });

  it('fails the run with a sentence when the service errs, and gives the price back', async () => {
    const admin = await signInAdmin(t);
    const [coach] = await t.database.db
      .insert(assistants)
      .values({
        kind: 'standard',
        slug: 'coach',
        name: 'Coach',
        description: 'A priced coach',
        instructions: 'Coach.',
        cost: 1,
        currency: 'DIAMONDS',
      })
      .returning({ id: assistants.id });
    await grant(t, admin, student.user.id, 'DIAMONDS', 1);
    next = { status: 500, body: { error: { message: 'overloaded' } } };
    const response = await ask(t, student, { prompt: 'Help', assistantId: coach?.id }, 'coach');
    const { threadId, runId } = response.json().data;
    const run = await waitForRun(t, student, 'standard', threadId, runId);
    expect(run).toMatchObject({
      status: 'failed',
      error:
        'The assistant service answered with an error (HTTP 500). Send your message again in a moment.',
    });
    expect((await balances(t, student)).DIAMONDS).toBe(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('retries a message whose reply failed when it is sent again, instead of repeating it', async () => {
    const question = 'Where are my badges?';
    next = { status: 500, body: { error: { message: 'overloaded' } } };
    const failed = (await ask(t, student, { prompt: question })).json().data;
    expect((await waitForRun(t, student, 'standard', failed.threadId, failed.runId)).status).toBe(
      'failed',
    );

    const reply = { type: 'text', message: 'Under Profile.', close_thread: false, ticket: null };
    next = completion(JSON.stringify(reply));
    const retried = (await ask(t, student, { prompt: question, threadId: failed.threadId })).json()
      .data;
    expect(retried.threadId).toBe(failed.threadId);
    expect(retried.runId).not.toBe(failed.runId);
    expect((await waitForRun(t, student, 'standard', retried.threadId, retried.runId)).status).toBe(
      'completed',
    );
    const thread = await messagesOf(t, student, failed.threadId);
    expect(
      thread.map((message) => [message.role, parseAssistantReply(textOf(message)).message]),
    ).toEqual([
      ['assistant', 'Under Profile.'],
      ['user', question],
    ]);
    const sent = JSON.parse(fake.received.at(-1)?.body.toString() ?? '{}');
    expect(sent.messages.filter((message: { role: string }) => message.role === 'user')).toEqual([
      { role: 'user', content: question },
    ]);

    // Other words after a failed reply are a new message.
    next = { status: 500, body: { error: { message: 'overloaded' } } };
    const second = (
      await ask(t, student, { prompt: 'And trophies?', threadId: failed.threadId })
    ).json().data;
    await waitForRun(t, student, 'standard', second.threadId, second.runId);
    next = completion(JSON.stringify(reply));
    const other = (await ask(t, student, { prompt: 'Trophies?', threadId: failed.threadId })).json()
      .data;
    await waitForRun(t, student, 'standard', other.threadId, other.runId);
    const roles = (await messagesOf(t, student, failed.threadId)).map((message) =>
      message.role === 'user' ? textOf(message) : message.role,
    );
    expect(roles).toEqual(['assistant', 'Trophies?', 'And trophies?', 'assistant', question]);
  });
});
