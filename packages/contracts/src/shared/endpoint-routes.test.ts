import { describe, expect, it } from 'vitest';
import type { EndpointRoute } from './endpoint-route';
import { endpointRoutes } from './endpoint-routes.gen';
import { endpoints } from './endpoints';

const routeFields = [
  'api',
  'method',
  'path',
  'auth',
  'retry',
  'status',
  'produces',
  'idempotent',
] as const;

const projection = (entry: EndpointRoute) =>
  Object.fromEntries(
    routeFields.flatMap((field) => (entry[field] === undefined ? [] : [[field, entry[field]]])),
  );

/** The generated module, written from the table: what `endpoint-routes.gen.ts` must hold. */
function generatedSource(): string {
  const rows = Object.entries(endpoints).map(
    ([name, entry]) => `  ${name}: ${JSON.stringify(projection(entry))},`,
  );
  return [
    '// Generated from the endpoint table by endpoint-routes.test.ts: do not edit. After changing',
    '// the table, `npx vitest run -u` in packages/contracts writes it again.',
    "import type { EndpointRoute } from './endpoint-route';",
    "import type { EndpointName } from './endpoints';",
    '',
    '/** How each call of the endpoint table is sent, without its schemas (decision 0006). */',
    'export const endpointRoutes = {',
    ...rows,
    '} as const satisfies Record<EndpointName, EndpointRoute>;',
    '',
  ].join('\n');
}

describe('endpointRoutes', () => {
  it('is generated from the endpoint table', async () => {
    await expect(generatedSource()).toMatchFileSnapshot('./endpoint-routes.gen.ts');
  });

  it('sends every call as its table entry says', () => {
    for (const [name, entry] of Object.entries(endpoints))
      expect(endpointRoutes[name as keyof typeof endpointRoutes], name).toEqual(projection(entry));
  });
});
