import { z } from 'zod';
import contractsPackage from '../../package.json' with { type: 'json' };
import { idempotencyKeySchema } from '../wallets/schemas';
import type { Endpoint } from './endpoint';
import { allowedRoles, mountedPath, needsUser, pathParameterNames } from './endpoint-route';
import { endpoints } from './endpoints';
import { apiErrorSchema } from './error';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

type Reference = { $ref: string };

type MediaType = {
  schema?: JsonSchema | Reference;
  encoding?: Record<string, { contentType: string }>;
};

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
};

type Response = {
  description: string;
  content?: Record<string, MediaType>;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response | Reference>;
};

export type OpenApiDocument = {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, Record<string, string>>;
  };
};

const bearerScheme = 'bearerAuth';
const errorSchemaRef = { $ref: '#/components/schemas/Error' };

/** The error answers, each the one error shape with a sentence a person can act on (spec §8). */
const errorResponses = {
  BadRequest: 'The path, query or body is not valid; `issues` names each field.',
  Unauthorized:
    'No valid access token: missing, expired or forged. A public call answers this only when a token is sent and it is not valid.',
  Forbidden: "The signed-in user's role may not make this call.",
  NotFound: 'Nothing exists at this address.',
  Error:
    'Any other failure in the same shape: a conflict (409), a reused Idempotency-Key (422), a body too large (413), too many requests (429), or a fault on our side (5xx).',
} as const;
type ErrorResponseName = keyof typeof errorResponses;
const errorRef = (name: ErrorResponseName): Reference => ({
  $ref: `#/components/responses/${name}`,
});

const successDescriptions = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Found: the browser is sent on to the `Location` header',
};

/**
 * The JSON Schema of what travels on the wire. Requests are read by the server's schema and
 * responses by the client's, so both are described by the schema's input: a default the
 * reader fills in is an optional field for the sender.
 */
function wireSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A `$defs` reference inside one operation would resolve against the whole document.
    cycles: 'throw',
  });
  return rest;
}

/** Fields of an object schema, with whether each must be sent. */
function fieldsOf(schema: z.ZodObject) {
  const json = wireSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/**
 * A query field that takes one value or a list (`ids[]=a&ids[]=b`) is a repeated parameter whose
 * schema is the list: a single occurrence is a list of one.
 */
function queryParameter(field: ReturnType<typeof fieldsOf>[number]): Parameter {
  const alternatives = (field.schema.anyOf ?? []) as JsonSchema[];
  const list = alternatives.find((alternative) => alternative.type === 'array');
  const { description, ...schema } = list ?? field.schema;
  return {
    name: field.name,
    in: 'query',
    required: field.required,
    ...(typeof description === 'string' ? { description } : {}),
    schema,
    ...(list ? { style: 'form' as const, explode: true } : {}),
  };
}

function parametersOf(endpoint: Endpoint): Parameter[] {
  const pathFields = endpoint.params ? fieldsOf(endpoint.params) : [];
  const path = pathParameterNames(endpoint.path).map((name): Parameter => {
    const field = pathFields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${endpoint.path}: {${name}} has no params schema`);
    return { name, in: 'path', required: true, schema: field.schema };
  });
  const query = endpoint.query ? fieldsOf(endpoint.query).map(queryParameter) : [];
  const header: Parameter[] = endpoint.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Repeating a request with the same key answers the first answer again.',
          schema: wireSchema(idempotencyKeySchema),
        },
      ]
    : [];
  return [...path, ...query, ...header];
}

function requestBodyOf(endpoint: Endpoint): OpenApiOperation['requestBody'] {
  const { body, files } = endpoint;
  if (!body) return undefined;
  const required = !body.safeParse(undefined).success;
  if (endpoint.bodyType === 'form')
    return {
      required,
      content: { 'application/x-www-form-urlencoded': { schema: wireSchema(body) } },
    };
  if (endpoint.bodyType !== 'multipart')
    return { required, content: { 'application/json': { schema: wireSchema(body) } } };
  const fields = wireSchema(body);
  if (!files) return { required, content: { 'multipart/form-data': { schema: fields } } };
  const fileList = {
    type: 'array',
    maxItems: files.maxCount,
    items: { type: 'string', contentMediaType: 'application/octet-stream' },
  };
  const schema = {
    ...fields,
    properties: { ...(fields.properties as JsonSchema), [files.field]: fileList },
  };
  const encoding = { [files.field]: { contentType: files.mediaTypes.join(', ') } };
  return { required, content: { 'multipart/form-data': { schema, encoding } } };
}

function successResponseOf(endpoint: Endpoint): Response {
  const status = endpoint.status ?? 200;
  const description = successDescriptions[status];
  if (endpoint.produces === 'image/png') return { description, content: { 'image/png': {} } };
  if (endpoint.produces)
    return { description, content: { [endpoint.produces]: { schema: { type: 'string' } } } };
  if (!endpoint.response) return { description };
  return {
    description,
    content: { 'application/json': { schema: wireSchema(endpoint.response) } },
  };
}

function operationOf(name: string, endpoint: Endpoint): OpenApiOperation {
  const roles = allowedRoles(endpoint);
  const parameters = parametersOf(endpoint);
  const requestBody = requestBodyOf(endpoint);
  const responses: OpenApiOperation['responses'] = {
    [String(endpoint.status ?? 200)]: successResponseOf(endpoint),
  };
  if (parameters.length > 0 || requestBody) responses['400'] = errorRef('BadRequest');
  responses['401'] = errorRef('Unauthorized');
  if (roles) responses['403'] = errorRef('Forbidden');
  if (endpoint.params) responses['404'] = errorRef('NotFound');
  responses.default = errorRef('Error');
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    // A public call may still send a token (analytics records the user), hence the empty option.
    security: needsUser(endpoint)
      ? [{ [bearerScheme]: [...(roles ?? [])] }]
      : [{}, { [bearerScheme]: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every endpoint in the table; pure, so it is built once. */
export function buildOpenApiDocument(table: Record<string, Endpoint> = endpoints): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const [name, endpoint] of Object.entries(table)) {
    const path = mountedPath(endpoint);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(name, endpoint) };
    for (const tag of endpoint.tags) tags.add(tag);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Sparked API',
      version: contractsPackage.version,
      description:
        'Every call of the four Sparked APIs (sso, main, tools, sparked), the LTI tool an LMS calls and the load balancer probes, generated from the endpoint table. Errors share one shape.',
    },
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    tags: [...tags].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: { Error: wireSchema(apiErrorSchema) },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: errorSchemaRef } } },
        ]),
      ),
      securitySchemes: {
        [bearerScheme]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token from sign-in. Role-restricted operations list the roles allowed.',
        },
      },
    },
  };
}
