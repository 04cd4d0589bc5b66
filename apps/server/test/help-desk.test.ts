import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AssistantReply,
  helpDeskAssistantId,
  imagesUploadedMessage,
  parseAssistantReply,
} from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './support/economy';
import { fileTicket, pushToJanus, ticketFields, waitForRun } from './support/help-desk';
import { createTestApp, type TestApp } from './support/test-app';
import { png } from './support/uploads';
import { registerStudent, type SignedIn } from './support/users';

type Message = { role: string; content: Array<{ text: { value: string } }> };
const replyOf = (message: Message | null | undefined): AssistantReply =>
  parseAssistantReply(message?.content.map((item) => item.text.value).join('\n') ?? '');

let t: TestApp;
let dataDir: string;
let student: SignedIn;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sparked-help-desk-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  student = await registerStudent(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /tools-api/help-desk/greeting', () => {
  it("answers Janus's greeting with his capability list, to signed-in users only", async () => {
    const response = await as(t, student).get('/tools-api/help-desk/greeting');
    expect(response.statusCode).toBe(200);
    const reply = replyOf(response.json().data.message);
    expect(reply.message).toMatch(/^Hi, I'm Janus/);
    expect(reply.message).toContain('- file a bug ticket');
    expect((await as(t, null).get('/tools-api/help-desk/greeting')).statusCode).toBe(401);
  });
});

describe('POST /tools-api/help-desk/threads/push', () => {
  it('answers an FAQ in the same call: run, last response and the thread newest first', async () => {
    const data = await pushToJanus(t, student, 'How do I sign out?');
    expect(data.run).toMatchObject({ threadId: data.threadId, status: 'completed', error: null });
    expect(replyOf(data.lastResponse).message).toContain('Sign out');
    const roles = data.messages.body.data.map((message: Message) => message.role);
    expect(roles).toEqual(['assistant', 'user', 'assistant']);
    // The oldest message is the greeting the thread opened with.
    expect(replyOf(data.messages.body.data[2]).message).toMatch(/^Hi, I'm Janus/);
  });

  it('hears a problem behind a greeting instead of greeting back', async () => {
    const data = await pushToJanus(t, student, "hi, the quiz won't let me press submit");
    const reply = replyOf(data.lastResponse);
    expect(reply.message).toMatch(/file a bug ticket so the team can fix it\. Shall I\?/);
    expect(reply.message).not.toMatch(/I'm Janus|I can:/);
  });

  it('walks a bug report to a ticket_bug reply, then files it with the screenshot', async () => {
    let data = await pushToJanus(t, student, 'I want to report a bug');
    const threadId = data.threadId;
    expect(replyOf(data.lastResponse).message).toMatch(/What were you doing/);
    data = await pushToJanus(t, student, 'I pressed Buy on the store page', threadId);
    data = await pushToJanus(t, student, 'To get the energy refill', threadId);
    data = await pushToJanus(t, student, 'The page went blank', threadId);
    expect(replyOf(data.lastResponse).type).toBe('screenshot_upload');
    data = await pushToJanus(t, student, imagesUploadedMessage, threadId);
    const reply = replyOf(data.lastResponse);
    expect(reply).toMatchObject({ type: 'ticket_bug', close_thread: true });
    if (reply.type !== 'ticket_bug') throw new Error('not a bug ticket');
    const text = reply.ticket.description.content
      .flatMap((paragraph) => paragraph.content ?? [])
      .map((node) => node.text);
    // The widget's context reaches the ticket Janus drafts.
    expect(text).toContain('Page: /store');
    expect(text).toContain('Course: Climate science basics');

    // A closed conversation takes no more messages.
    const closed = await as(t, student).post('/tools-api/help-desk/threads/push', {
      threadId,
      assistantId: helpDeskAssistantId,
      prompt: 'one more thing',
      context: { pagePath: '/store' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('This conversation is closed. Restart to begin a new one.');

    const filed = await fileTicket(t, student, [
      ...ticketFields({
        title: reply.ticket.title,
        description: JSON.stringify(reply.ticket.description),
        threadId,
      }),
      { name: 'files', value: await png(), fileName: 'shot.png' },
    ]);
    expect(filed.statusCode).toBe(201);
    const ticket = await as(t, student).get(`/tools-api/jira/tickets/${filed.json().data.key}`);
    expect(ticket.json().data.conversation.map((message: Message) => message.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('refuses a wrong assistant id, a bad context and an empty prompt with a sentence', async () => {
    const send = (body: object) =>
      as(t, student).post('/tools-api/help-desk/threads/push', {
        threadId: null,
        assistantId: helpDeskAssistantId,
        prompt: 'hello',
        context: { pagePath: '/store' },
        ...body,
      });
    const wrong = await send({ assistantId: '00000000-0000-4000-8000-000000000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('assistantId is not the id of "janus".');
    const context = await send({ context: { pagePath: 'store' } });
    expect(context.statusCode).toBe(400);
    expect(context.json().error).toBe(
      'Invalid request body. context.pagePath: pagePath is the path of the page, starting with /.',
    );
    expect((await send({ prompt: '' })).statusCode).toBe(400);
    expect((await as(t, null).post('/tools-api/help-desk/threads/push', {})).statusCode).toBe(401);
  });
});

describe('GET /tools-api/help-desk/threads/:threadId', () => {
  it("answers the owner's saved thread and 404 to anyone else", async () => {
    const { threadId } = await pushToJanus(t, student, 'How do I register?');
    const saved = await as(t, student).get(`/tools-api/help-desk/threads/${threadId}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.threadId).toBe(threadId);
    expect(saved.json().data.messages.body.data).toHaveLength(3);
    const other = await registerStudent(t.app);
    const response = await as(t, other).get(`/tools-api/help-desk/threads/${threadId}`);
    expect(response.statusCode).toBe(404);
  });

  it('does not answer a thread the user did not ask to save', async () => {
    const started = await as(t, student).post('/tools-api/gpt/help-desk/assistants/janus', {
      prompt: 'hello',
      assistantId: helpDeskAssistantId,
      saveUserThread: false,
    });
    expect(started.statusCode).toBe(201);
    const { threadId, runId } = started.json().data;
    expect((await waitForRun(t, student, 'help-desk', threadId, runId)).status).toBe('completed');
    const response = await as(t, student).get(`/tools-api/help-desk/threads/${threadId}`);
    expect(response.statusCode).toBe(404);
  });
});
