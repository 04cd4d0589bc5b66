import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import xapiValidation from '@learninglocker/xapi-validation';

type Validate = typeof xapiValidation;
// The package is CommonJS with an `exports.default`: depending on the loader's interop, the
// default import is the function or the module object holding it.
const validateStatement: Validate =
  (xapiValidation as unknown as { default?: Validate }).default ?? xapiValidation;

export interface FakeLrsOptions {
  /** The Authorization header it accepts; anything else is 401. */
  authorization?: string;
}

type Behaviour =
  /** Stores valid batches: 200 with the ids, 409 when it has one of the ids, 400 for a bad one. */
  | { kind: 'normal' }
  /** Answers 500 to every statements call, storing nothing. */
  | { kind: 'fail' }
  /** Waits this long before answering (after storing, when `stores` is true). */
  | { kind: 'stall'; delayMs: number; stores: boolean };

/**
 * A learning record store over HTTP, as strict as the xAPI 1.0.3 spec: it checks the version
 * header and content type, validates every statement with Learning Locker's validator, keeps
 * each id once (a known id is a 409 and the batch is not stored), and refuses a batch whole when
 * any statement in it is bad. Tests can make it fail, stall or refuse a given id.
 */
export async function fakeLrs(options: FakeLrsOptions = {}) {
  const stored = new Map<string, Record<string, unknown>>();
  /** How many times each id was written: never more than once in a correct world. */
  const writes = new Map<string, number>();
  const refused = new Set<string>();
  const requests: { method: string; url: string; status: number; count: number }[] = [];
  let behaviour: Behaviour = { kind: 'normal' };

  const answer = (response: ServerResponse, status: number, body?: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, {
      'content-type': 'application/json',
      'x-experience-api-version': '1.0.3',
    });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  /** What a batch of statements earns: the status, the body, and whether it was stored. */
  function judge(
    request: IncomingMessage,
    text: string,
  ): { status: number; body: unknown; ids?: string[] } {
    if (request.headers['x-experience-api-version'] !== '1.0.3')
      return { status: 400, body: { message: 'X-Experience-API-Version 1.0.3 is required.' } };
    if (!request.headers['content-type']?.startsWith('application/json'))
      return { status: 400, body: { message: 'Statements are sent as application/json.' } };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { status: 400, body: { message: 'The body is not JSON.' } };
    }
    const batch = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
    for (const statement of batch) {
      const id = String(statement.id ?? '');
      if (!statement.id)
        return { status: 400, body: { message: 'Sparked sets every statement id; one has none.' } };
      const warnings = validateStatement(statement);
      if (warnings.length > 0)
        return {
          status: 400,
          body: {
            message: `Statement ${id} is not valid xAPI: ${warnings.map((w) => w.path.join('.')).join(', ')}`,
          },
        };
      if (refused.has(id))
        return {
          status: 400,
          body: { message: `Statement ${id} was refused: its verb is not allowed here.` },
        };
    }
    const ids = batch.map((statement) => String(statement.id));
    if (new Set(ids).size !== ids.length)
      return { status: 400, body: { message: 'A batch repeats an id.' } };
    const known = ids.filter((id) => stored.has(id));
    if (known.length > 0)
      return {
        status: 409,
        body: { message: `Statements ${known.join(', ')} are stored already.` },
      };
    batch.forEach((statement, index) => {
      const id = ids[index] as string;
      stored.set(id, statement);
      writes.set(id, (writes.get(id) ?? 0) + 1);
    });
    return { status: 200, body: ids, ids };
  }

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://lrs.test');
    url.pathname = url.pathname.replace(/^\/xapi(?=\/)/, '');
    const log = (status: number, count = 0) =>
      requests.push({
        method: request.method ?? '',
        url: url.pathname + url.search,
        status,
        count,
      });
    if (request.method === 'GET' && url.pathname === '/about') {
      log(200);
      return answer(response, 200, { version: ['1.0.3', '1.0.2'] });
    }
    if (options.authorization && request.headers.authorization !== options.authorization) {
      log(401);
      return answer(response, 401, { message: 'Unauthorised.' });
    }
    if (request.method === 'GET' && url.pathname === '/statements') {
      log(200);
      return answer(response, 200, { statements: [], more: '' });
    }
    if (request.method !== 'POST' || url.pathname !== '/statements') {
      log(404);
      return answer(response, 404, { message: 'Not found.' });
    }
    const count = (() => {
      try {
        const parsed = JSON.parse(text);
        return Array.isArray(parsed) ? parsed.length : 1;
      } catch {
        return 0;
      }
    })();
    const current = behaviour;
    if (current.kind === 'fail') {
      log(500, count);
      return answer(response, 500, { message: 'The store is down for maintenance.' });
    }
    if (current.kind === 'stall' && !current.stores) {
      await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      log(503, count);
      return answer(response, 503, { message: 'Too slow.' });
    }
    const verdict = judge(request, text);
    log(verdict.status, count);
    if (current.kind === 'stall')
      await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    answer(response, verdict.status, verdict.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The endpoint, under a path as most stores have one, so Sparked must keep that path. */
    url: `http://127.0.0.1:${port}/xapi`,
    stored,
    writes,
    requests,
    /** Statements calls only. */
    posts: () => requests.filter((request) => request.method === 'POST'),
    normal() {
      behaviour = { kind: 'normal' };
    },
    fail() {
      behaviour = { kind: 'fail' };
    },
    stall(delayMs: number, stores = true) {
      behaviour = { kind: 'stall', delayMs, stores };
    },
    refuse(id: string) {
      refused.add(id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeLrs = Awaited<ReturnType<typeof fakeLrs>>;
