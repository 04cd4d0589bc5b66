import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerRefusalsWithPages, refusals } from './refusal';

/** A bare app with the tool's error handler, logging JSON lines into `lines`. */
async function toolApp(lines: Array<Record<string, unknown>>) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  answerRefusalsWithPages(app);
  app.post('/lti/launch', { config: { endpoint: { api: 'lti' } } } as never, async () => {
    throw refusals.notTrusted('the signature is not the platform’s');
  });
  await app.ready();
  return app;
}

describe('a refused LTI request', () => {
  it('shows the person a page with one sentence and logs the rule it broke', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await toolApp(lines);
    const answer = await app.inject({
      method: 'POST',
      url: '/lti/launch',
      headers: { accept: 'text/html' },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('Sparked could not confirm this launch came from your course.');
    expect(answer.body).not.toContain('signature');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'LTI request refused',
        reason: 'the signature is not the platform’s',
        status: 401,
      }),
    );
    await app.close();
  });
});
