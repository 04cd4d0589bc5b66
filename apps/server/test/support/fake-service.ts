import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
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
