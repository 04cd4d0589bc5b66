import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import contractsPackage from '../../package.json' with { type: 'json' };
import type { Endpoint } from './endpoint';
import { mountedPath } from './endpoint-route';
import { endpoints } from './endpoints';
import { buildOpenApiDocument, type OpenApiOperation } from './openapi';

const document = buildOpenApiDocument();
const entries = Object.entries(endpoints) as Array<[string, Endpoint]>;
const operation = (endpoint: Endpoint): OpenApiOperation => {
  const found = document.paths[mountedPath(endpoint)]?.[endpoint.method.toLowerCase()];
  if (!found) throw new Error(`${endpoint.method} ${mountedPath(endpoint)} is not in the document`);
  return found;
};
const jsonSchemaOf = (response: unknown) =>
  (response as { content: Record<string, { schema: Record<string, unknown> }> }).content[
    'application/json'
  ]?.schema;

describe('the OpenAPI document', () => {
  it('describes Sparked API 3.1 at the origin that serves it, versioned with the contracts', () => {
    expect(document.openapi).toBe('3.1.1');
    expect(document.info.title).toBe('Sparked API');
    expect(document.info.version).toBe(contractsPackage.version);
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('has one operation per table entry, named after it, and nothing else', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      entries.map(([name]) => name).sort(),
    );
  });

  it.each(entries)('%s: summary, tags and security follow the entry', (name, endpoint) => {
    const op = operation(endpoint);
    expect(op.operationId).toBe(name);
    expect(op.summary).toBe(endpoint.summary);
    expect(op.tags).toEqual(endpoint.tags);
    if (endpoint.auth === 'public') expect(op.security).toEqual([{}, { bearerAuth: [] }]);
    else if (endpoint.auth === 'user') expect(op.security).toEqual([{ bearerAuth: [] }]);
    else expect(op.security).toEqual([{ bearerAuth: [...endpoint.auth] }]);
  });

  it.each(entries)('%s: errors refer to the one error shape', (_, endpoint) => {
    const { responses } = operation(endpoint);
    const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body);
    expect(responses['400'] !== undefined).toBe(hasInput || Boolean(endpoint.idempotent));
    expect(responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(responses['403'] !== undefined).toBe(typeof endpoint.auth !== 'string');
    expect(responses['404'] !== undefined).toBe(endpoint.params !== undefined);
    expect(responses.default).toEqual({ $ref: '#/components/responses/Error' });
    const successStatus = String(endpoint.status ?? 200);
    for (const [status, answer] of Object.entries(responses)) {
      if (status === successStatus) continue;
      const name = (answer as { $ref: string }).$ref.replace('#/components/responses/', '');
      expect(document.components.responses[name]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
  });

  it('writes the error shape once, with its codes', () => {
    const error = document.components.schemas.Error as {
      required: string[];
      properties: { code: { enum: string[] } };
    };
    expect(error.required.sort()).toEqual(['code', 'error', 'statusCode']);
    expect(error.properties.code.enum).toContain('validation_failed');
  });

  it('describes path parameters from the params schema', () => {
    expect(operation(endpoints.assistantRun).parameters).toEqual(
      ['kind', 'threadId', 'runId'].map((name) =>
        expect.objectContaining({ name, in: 'path', required: true, schema: expect.any(Object) }),
      ),
    );
    const [kind] = operation(endpoints.assistants).parameters ?? [];
    expect(kind?.schema).toMatchObject({ type: 'string', enum: expect.any(Array) });
  });

  it('describes query fields as the sender sees them: defaults make them optional', () => {
    expect(operation(endpoints.walletLedger).parameters).toEqual([
      expect.objectContaining({ name: 'userId', in: 'query', required: false }),
      expect.objectContaining({
        name: 'limit',
        required: false,
        schema: expect.objectContaining({ default: 20 }),
      }),
      expect.objectContaining({ name: 'offset', required: false }),
    ]);
  });

  it('describes a one-or-many query field as a repeated list parameter', () => {
    expect(operation(endpoints.avatars).parameters).toEqual([
      {
        name: 'ids[]',
        in: 'query',
        required: true,
        style: 'form',
        explode: true,
        schema: { type: 'array', items: expect.objectContaining({ format: 'uuid' }) },
      },
    ]);
  });

  it('documents the optional Idempotency-Key header where it repeats the first answer', () => {
    const header = operation(endpoints.purchaseItem).parameters?.find((p) => p.in === 'header');
    expect(header).toMatchObject({ name: 'Idempotency-Key', required: false });
    expect(operation(endpoints.wallets).parameters).toBeUndefined();
  });

  it('describes JSON bodies, required unless the entry accepts none', () => {
    const login = operation(endpoints.login).requestBody;
    expect(login?.required).toBe(true);
    expect(login?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'password']),
    });
    expect(operation(endpoints.logout).requestBody?.required).toBe(false);
    expect(operation(endpoints.wallets).requestBody).toBeUndefined();
  });

  it('describes the ticket form as multipart text fields beside the repeated images', () => {
    const form = operation(endpoints.createTicket).requestBody?.content['multipart/form-data'];
    expect(form?.schema).toMatchObject({
      required: expect.arrayContaining(['title', 'description', 'issueType']),
      properties: { files: { type: 'array', maxItems: endpoints.createTicket.files.maxCount } },
    });
    expect(form?.encoding?.files?.contentType).toBe('image/png, image/jpeg, image/webp, image/gif');
  });

  it('describes success answers: JSON with its status, an image, an empty 204 and text files', () => {
    expect(jsonSchemaOf(operation(endpoints.registerStudent).responses['201'])).toMatchObject({
      type: 'object',
    });
    expect(operation(endpoints.ticketAttachment).responses['200']).toEqual({
      description: 'OK',
      content: { 'image/png': {} },
    });
    expect(operation(endpoints.logout).responses['204']).toEqual({ description: 'No content' });
    expect(operation(endpoints.apiDocs).responses['200']).toMatchObject({
      content: { 'text/html': { schema: { type: 'string' } } },
    });
  });

  it('inlines every schema: no dialect markers, no local $defs that would resolve elsewhere', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('$schema');
    expect(text).not.toContain('$defs');
  });

  it('refuses a path parameter the params schema does not describe', () => {
    const broken: Endpoint = {
      api: 'main',
      method: 'GET',
      path: '/things/{id}',
      auth: 'public',
      params: z.strictObject({ other: z.string() }),
      response: z.object({}),
      summary: 'A broken entry',
      tags: ['Test'],
    };
    expect(() => buildOpenApiDocument({ broken })).toThrow(
      '/things/{id}: {id} has no params schema',
    );
  });
});
