import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { helpDeskAssistantId } from '@sparked/contracts';
import sharp from 'sharp';
import { as } from './economy';
import type { TestApp } from './test-app';
import type { SignedIn } from './users';

/** A real PNG of the given size. */
export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

export interface FormPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body, byte for byte what a browser sends. */
export function multipart(parts: readonly FormPart[]) {
  const boundary = `----sparked${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? `\r\nContent-Type: ${part.contentType ?? 'image/png'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const description = (text = 'The store page stays blank after I press Buy.') =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

export const ticketFields = (overrides: Record<string, string> = {}): FormPart[] =>
  Object.entries({
    title: 'Store page is blank',
    description: description(),
    issueType: 'Bug',
    pagePath: '/store',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

export function fileTicket(t: TestApp, session: SignedIn, parts: readonly FormPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/tools-api/jira/user-issue',
    payload,
    headers: { ...headers, authorization: `Bearer ${session.accessToken}` },
  });
}

/** Polls a run the way the widget does (faster), until it has ended. */
export async function waitForRun(
  t: TestApp,
  session: SignedIn,
  kind: string,
  threadId: string,
  runId: string,
) {
  for (let round = 0; round < 200; round++) {
    const response = await as(t, session).get(
      `/tools-api/gpt/${kind}/assistants/thread/${threadId}/run/${runId}`,
    );
    const run = response.json().data?.run;
    if (run && (run.status === 'completed' || run.status === 'failed')) return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`run ${runId} did not end`);
}

/** Sends one message to Janus through push-thread. */
export async function pushToJanus(
  t: TestApp,
  session: SignedIn,
  prompt: string,
  threadId: string | null = null,
) {
  const response = await as(t, session).post('/tools-api/help-desk/threads/push', {
    threadId,
    assistantId: helpDeskAssistantId,
    prompt,
    context: { pagePath: '/store', course: 'Climate science basics' },
  });
  if (response.statusCode !== 200) throw new Error(`push failed: ${response.body}`);
  return response.json().data;
}

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** What the fake answers; `delayMs` answers that much later, like a slow model. */
interface FakeAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

/** A local HTTP server standing in for an outside service; `answer` decides each response. */
export async function fakeService(answer: (request: ReceivedRequest) => FakeAnswer) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    received.push(entry);
    const { status, body, delayMs = 0 } = answer(entry);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
