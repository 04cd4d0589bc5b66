import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ticketLimits } from '@sparked/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ticketAttachments, tickets } from '../src/db/schema';
import { createMemoryStore } from '../src/http/rate-limit';
import { as, balances } from './support/economy';
import { fakeService } from './support/fake-service';
import { fileTicket, ticketFields } from './support/help-desk';
import { storedBytes, storedNames } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { png } from './support/uploads';
import { bearer, createUser, registerStudent, type SignedIn, signIn } from './support/users';

const pngFile = async (fileName = 'screen.png', width = 40, height = 30) => ({
  name: 'files',
  value: await png(width, height),
  fileName,
});

async function stored(t: TestApp) {
  const [ticketRows] = await t.database.db.select({ n: count() }).from(tickets);
  const [attachmentRows] = await t.database.db.select({ n: count() }).from(ticketAttachments);
  const files = await storedNames(t, 'attachments');
  return { tickets: ticketRows?.n, attachments: attachmentRows?.n, files: files.length };
}

describe('tickets', () => {
  let t: TestApp;
  let dataDir: string;
  let reporter: SignedIn;
  let admin: SignedIn;
  let facilitator: SignedIn;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sparked-tickets-'));
    // This file files far more tickets than a person would; rate-limit.test.ts covers the limit.
    t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_TICKETS_MAX: '1000' });
    reporter = await registerStudent(t.app);
    admin = await signIn(t.app, (await createUser(t.database.db, 'admin')).email);
    facilitator = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('POST /tools-api/jira/user-issue refuses bad uploads and stores nothing', () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cases: Array<
      [
        string,
        () => Promise<Array<{ name: string; value: string | Buffer; fileName?: string }>>,
        number,
        RegExp,
      ]
    > = [
      [
        'a text file',
        async () => [{ name: 'files', value: 'just some notes', fileName: 'notes.txt' }],
        415,
        /^"notes\.txt" is not an image\. Attach PNG, JPEG, WebP or GIF screenshots\.$/,
      ],
      [
        'HTML renamed .png',
        async () => [{ name: 'files', value: html, fileName: 'shot.png' }],
        415,
        /"shot\.png" is not an image/,
      ],
      [
        'a polyglot: a PNG header followed by HTML',
        async () => [{ name: 'files', value: Buffer.concat([pngHeader, html]), fileName: 'x.png' }],
        415,
        /"x\.png" could not be read as an image/,
      ],
      [
        'a JPEG header on PNG data',
        async () => [
          {
            name: 'files',
            value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await png()]),
            fileName: 'mixed.jpg',
          },
        ],
        415,
        /"mixed\.jpg"/,
      ],
      [
        'an oversized file',
        async () => [
          {
            name: 'files',
            value: Buffer.concat([await png(), Buffer.alloc(ticketLimits.maxFileBytes)]),
            fileName: 'big.png',
          },
        ],
        413,
        /^An image is larger than 5 MB\. Attach a smaller screenshot\.$/,
      ],
      [
        'too many pixels',
        async () => [await pngFile('huge.png', 5000, 4000)],
        413,
        /^"huge\.png" is larger than 16777216 pixels/,
      ],
      [
        'too many files',
        async () => Promise.all(Array.from({ length: ticketLimits.maxFiles + 1 }, () => pngFile())),
        413,
        /^Attach at most 5 images\.$/,
      ],
      [
        'a good image followed by a bad one',
        async () => [await pngFile(), { name: 'files', value: html, fileName: 'second.png' }],
        415,
        /"second\.png" is not an image/,
      ],
    ];

    it.each(cases)('%s', async (_name, files, status, message) => {
      const before = await stored(t);
      const response = await fileTicket(t, reporter, [...ticketFields(), ...(await files())]);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatch(message);
      expect(await stored(t)).toEqual(before);
    });

    it.each([
      [
        'a description that is not JSON',
        { description: '{nope' },
        'Invalid request body. description: description must be the JSON of a document.',
      ],
      [
        'a description that is not a document',
        { description: '{"type":"doc"}' },
        'Invalid request body. description.content: Invalid input: expected array, received undefined',
      ],
      [
        'an unknown issue type',
        { issueType: 'Epic' },
        'Invalid request body. issueType: issueType must be Task or Bug.',
      ],
      ['an empty title', { title: '  ' }, 'Invalid request body. title: title is required.'],
    ])('refuses %s with 400', async (_name, overrides, message) => {
      const before = await stored(t);
      const response = await fileTicket(t, reporter, [...ticketFields(overrides), await pngFile()]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect(await stored(t)).toEqual(before);
    });

    it('refuses a JSON body, a broken form, a conversation that is not yours and anonymous callers', async () => {
      const json = await as(t, reporter).post('/tools-api/jira/user-issue', { title: 'x' });
      expect(json.statusCode).toBe(415);
      expect(json.json().error).toBe('Send the ticket as multipart/form-data.');
      const thread = await fileTicket(t, reporter, [
        ...ticketFields({ threadId: '00000000-0000-4000-8000-000000000000' }),
      ]);
      expect(thread.statusCode).toBe(400);
      expect(thread.json().error).toBe('threadId is not one of your help-desk conversations.');
      const truncated = await t.app.inject({
        method: 'POST',
        url: '/tools-api/jira/user-issue',
        payload: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nStore',
        headers: {
          'content-type': 'multipart/form-data; boundary=abc',
          ...bearer(reporter.accessToken),
        },
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json().error).toBe(
        'The form could not be read. Send it as multipart/form-data, as a browser does.',
      );
      const anonymous = await t.app.inject({ method: 'POST', url: '/tools-api/jira/user-issue' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('filing and working tickets', () => {
    let key: string;
    let attachmentUrl: string;

    it('files a ticket with sequential keys, re-encoded screenshots and the first-ticket reward', async () => {
      const trailing = Buffer.concat([await png(64, 48), Buffer.from('<script>alert(1)</script>')]);
      const first = await fileTicket(t, reporter, [
        ...ticketFields({ course: 'Climate science basics' }),
        { name: 'files', value: trailing, fileName: '../../etc/passwd.png' },
        await pngFile('second.png'),
      ]);
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toEqual({
        key: 'HELP-1',
        status: 'open',
        rewards: [{ wallet: 'DIAMONDS', amount: 5 }],
      });
      key = first.json().data.key;
      const second = await fileTicket(t, reporter, ticketFields({ issueType: 'Task' }));
      expect(second.json().data).toEqual({ key: 'HELP-2', status: 'open', rewards: [] });
      expect((await balances(t, reporter)).DIAMONDS).toBe(5);

      const names = await storedNames(t, 'attachments');
      expect(names).toHaveLength(2);
      for (const name of names) {
        expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
        const bytes = await storedBytes(t, 'attachments', name);
        expect(bytes.includes('<script')).toBe(false);
        expect((await sharp(bytes).metadata()).format).toBe('png');
      }
    });

    it('shows admins the ticket with its screenshots; the reporter too; others get 404', async () => {
      const response = await as(t, admin).get(`/tools-api/jira/tickets/${key}`);
      expect(response.statusCode).toBe(200);
      const ticket = response.json().data;
      expect(ticket).toMatchObject({
        key,
        type: 'Bug',
        title: 'Store page is blank',
        status: 'open',
        pagePath: '/store',
        course: 'Climate science basics',
        attachmentCount: 2,
        reporter: { id: reporter.user.id, email: reporter.user.email },
        description: { type: 'doc' },
        conversation: [],
        forwarding: { state: 'not_configured', error: null },
      });
      expect(ticket.attachments).toEqual([
        expect.objectContaining({ contentType: 'image/png', width: 64, height: 48 }),
        expect.objectContaining({ contentType: 'image/png', width: 40, height: 30 }),
      ]);
      attachmentUrl = ticket.attachments[0].url;
      expect(attachmentUrl).toMatch(/^\/tools-api\/jira\/attachments\/[0-9a-f-]{36}$/);
      expect((await as(t, reporter).get(`/tools-api/jira/tickets/${key}`)).statusCode).toBe(200);
      const other = await registerStudent(t.app);
      expect((await as(t, other).get(`/tools-api/jira/tickets/${key}`)).statusCode).toBe(404);
      expect((await as(t, admin).get('/tools-api/jira/tickets/HELP-999')).statusCode).toBe(404);
    });

    it('serves screenshots as sandboxed PNGs to admins and the reporter only', async () => {
      for (const session of [reporter, admin]) {
        const response = await t.app.inject({
          method: 'GET',
          url: attachmentUrl,
          headers: bearer(session.accessToken),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          'content-type': 'image/png',
          'x-content-type-options': 'nosniff',
          'content-disposition': `inline; filename="${key}-1.png"`,
          'content-security-policy': "default-src 'none'; sandbox",
        });
        expect((await sharp(response.rawPayload).metadata()).width).toBe(64);
      }
      const other = await registerStudent(t.app);
      const refused = await t.app.inject({
        method: 'GET',
        url: attachmentUrl,
        headers: bearer(other.accessToken),
      });
      expect(refused.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: attachmentUrl })).statusCode).toBe(401);
    });

    it('lets admins list, filter, page and change status; students get 403', async () => {
      const list = await as(t, admin).get('/tools-api/jira/tickets?type=Bug');
      expect(list.json().data).toMatchObject({ total: 1, tickets: [{ key }] });
      const paged = await as(t, admin).get('/tools-api/jira/tickets?limit=1&offset=1');
      expect(paged.json().data).toMatchObject({ total: 2, tickets: [{ key: 'HELP-1' }] });
      const changed = await as(t, admin).put(`/tools-api/jira/tickets/${key}/status`, {
        status: 'in_progress',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ key, status: 'in_progress' });
      const open = await as(t, admin).get('/tools-api/jira/tickets?status=open');
      expect(open.json().data).toMatchObject({ total: 1, tickets: [{ key: 'HELP-2' }] });
      const theirs = await as(t, admin).get(
        `/tools-api/jira/tickets?reporterId=${reporter.user.id}`,
      );
      expect(theirs.json().data.total).toBe(2);
      const nobody = await as(t, admin).get(
        `/tools-api/jira/tickets?reporterId=${crypto.randomUUID()}`,
      );
      expect(nobody.json().data).toEqual({ total: 0, tickets: [] });
      const bad = await as(t, admin).get('/tools-api/jira/tickets?status=done');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(
        'Invalid query. status: status must be one of open, in_progress, resolved, closed.',
      );
      expect((await as(t, reporter).get('/tools-api/jira/tickets')).statusCode).toBe(403);
      const put = await as(t, reporter).put(`/tools-api/jira/tickets/${key}/status`, {
        status: 'closed',
      });
      expect(put.statusCode).toBe(403);
    });

    it("keeps facilitators out of other people's tickets and screenshots", async () => {
      const list = await as(t, facilitator).get('/tools-api/jira/tickets');
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe('You do not have permission to do that.');
      const put = await as(t, facilitator).put(`/tools-api/jira/tickets/${key}/status`, {
        status: 'closed',
      });
      expect(put.statusCode).toBe(403);
      const ticket = await as(t, facilitator).get(`/tools-api/jira/tickets/${key}`);
      expect(ticket.statusCode).toBe(404);
      expect(ticket.body).not.toContain(reporter.user.email);
      const screenshot = await t.app.inject({
        method: 'GET',
        url: attachmentUrl,
        headers: bearer(facilitator.accessToken),
      });
      expect(screenshot.statusCode).toBe(404);
    });

    it("lists a reporter's own tickets with their status", async () => {
      const own = await as(t, reporter).get('/tools-api/jira/user-issues');
      expect(own.statusCode).toBe(200);
      expect(
        own
          .json()
          .data.tickets.map((ticket: { key: string; status: string }) => [
            ticket.key,
            ticket.status,
          ]),
      ).toEqual([
        ['HELP-2', 'open'],
        ['HELP-1', 'in_progress'],
      ]);
      const other = await registerStudent(t.app);
      expect((await as(t, other).get('/tools-api/jira/user-issues')).json().data).toEqual({
        tickets: [],
        total: 0,
      });
    });

    it('gives parallel tickets distinct consecutive keys', async () => {
      const filed = await Promise.all(
        Array.from({ length: 12 }, () =>
          fileTicket(t, reporter, ticketFields({ issueType: 'Task' })),
        ),
      );
      const keys = filed.map((response) => response.json().data.key as string);
      const numbers = keys.map((key) => Number(key.split('-')[1])).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 3));
    });

    it('accepts a screenshot far above the JSON body limit when it is within the image limits', async () => {
      const noise = await sharp(randomBytes(850 * 600 * 3), {
        raw: { width: 850, height: 600, channels: 3 },
      })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(1024 * 1024);
      const response = await fileTicket(t, reporter, [
        ...ticketFields(),
        { name: 'files', value: noise, fileName: 'noise.png' },
      ]);
      expect(response.statusCode).toBe(201);
    });
  });
});

describe('forwarding to Jira Cloud', () => {
  let t: TestApp;
  let dataDir: string;
  let reporter: SignedIn;
  let jira: Awaited<ReturnType<typeof fakeService>>;
  let refuseIssues = false;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sparked-jira-'));
    jira = await fakeService(({ url }) => {
      if (refuseIssues)
        return { status: 400, body: { errors: { summary: 'Summary is required' } } };
      if (url === '/rest/api/3/issue') return { status: 201, body: { id: '10001', key: 'SPK-7' } };
      return { status: 200, body: [{ id: '1' }] };
    });
    t = await createTestApp({
      DATA_DIR: dataDir,
      JIRA_BASE_URL: jira.url,
      JIRA_EMAIL: 'bot@sparked.test',
      JIRA_API_TOKEN: 'secret-token',
      JIRA_PROJECT_KEY: 'SPK',
    });
    reporter = await registerStudent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await jira.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function forwardingOf(key: string) {
    const staff = await createUser(t.database.db, 'admin');
    const session = await signIn(t.app, staff.email);
    for (let round = 0; round < 100; round++) {
      const ticket = (await as(t, session).get(`/tools-api/jira/tickets/${key}`)).json().data;
      if (ticket.forwarding.state !== 'pending') return ticket;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('forwarding did not end');
  }

  it('creates the issue and uploads the screenshots, keeping the local key', async () => {
    const response = await fileTicket(t, reporter, [...ticketFields(), await pngFile()]);
    expect(response.statusCode).toBe(201);
    const key = response.json().data.key;
    expect(key).toBe('HELP-1');
    const ticket = await forwardingOf(key);
    expect(ticket).toMatchObject({
      externalKey: 'SPK-7',
      forwarding: { state: 'forwarded', error: null },
    });
    const [create, upload] = jira.received;
    expect(create?.headers.authorization).toBe(
      `Basic ${Buffer.from('bot@sparked.test:secret-token').toString('base64')}`,
    );
    const fields = JSON.parse(create?.body.toString() ?? '{}').fields;
    expect(fields).toMatchObject({
      project: { key: 'SPK' },
      issuetype: { name: 'Bug' },
      summary: 'Store page is blank',
      labels: ['sparked', 'HELP-1'],
      description: { version: 1, type: 'doc' },
    });
    expect(upload?.url).toBe('/rest/api/3/issue/SPK-7/attachments');
    expect(upload?.headers['x-atlassian-token']).toBe('no-check');
    expect(upload?.body.includes('filename="HELP-1-1.png"')).toBe(true);
  });

  it('tries tickets still pending again when the server starts', async () => {
    const response = await fileTicket(t, reporter, ticketFields({ title: 'Left pending' }));
    const key = response.json().data.key;
    await forwardingOf(key);
    // As if the process had stopped before the copy was made.
    await t.database.db
      .update(tickets)
      .set({ forwardState: 'pending', externalKey: null })
      .where(eq(tickets.title, 'Left pending'));
    const before = jira.received.length;
    const restarted = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        JIRA_BASE_URL: jira.url,
        JIRA_EMAIL: 'bot@sparked.test',
        JIRA_API_TOKEN: 'secret-token',
        JIRA_PROJECT_KEY: 'SPK',
      }),
      database: t.database,
      rateLimitStore: createMemoryStore(),
      serveWeb: false,
    });
    await restarted.close(); // waits for the copies it started
    expect(jira.received.length).toBe(before + 1);
    expect(await forwardingOf(key)).toMatchObject({
      externalKey: 'SPK-7',
      forwarding: { state: 'forwarded' },
    });
  });

  it('records a refusal on the ticket instead of losing it', async () => {
    refuseIssues = true;
    const response = await fileTicket(t, reporter, ticketFields());
    expect(response.statusCode).toBe(201);
    const ticket = await forwardingOf(response.json().data.key);
    expect(ticket.externalKey).toBeNull();
    expect(ticket.forwarding).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/^The Jira issue was not created\. Jira answered HTTP 400/),
    });
  });
});
