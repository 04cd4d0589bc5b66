import { type Endpoint, pathParameterNames } from '@sparked/contracts';

/**
 * Values valid for the table's path parameters; each parameter takes the first its schema
 * accepts, so a new entry needs no edit here unless its parameter accepts none of them.
 */
const sampleValues = [
  '00000000-0000-4000-8000-000000000000',
  'standard',
  'activity',
  'sparked-guide',
  'HELP-1',
  'www.example.org',
  '00000000-0000-4000-8000-000000000000.webp',
  '1',
];

/** Path parameters an entry's schema accepts, so a request reaches authorisation and validation. */
export function sampleParams(endpoint: Endpoint): Record<string, string> {
  const shape = endpoint.params?.shape ?? {};
  return Object.fromEntries(
    pathParameterNames(endpoint.path).map((param) => {
      const value = sampleValues.find((candidate) => shape[param]?.safeParse(candidate).success);
      if (value === undefined) throw new Error(`no sample value fits ${param} of ${endpoint.path}`);
      return [param, value];
    }),
  );
}
