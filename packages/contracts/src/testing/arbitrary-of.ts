import fc from 'fast-check';
import type { z } from 'zod';

/** What to generate for a schema in place of the derived arbitrary, given the key it sits at. */
export type Override = (schema: z.ZodType, key: string | undefined) => fc.Arbitrary<unknown> | null;

export type ArbitraryOptions = {
  override?: Override;
  /** Lists and records hold at most this many items, so nested documents stay small. */
  maxItems?: number;
};

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
};
type Checks = Record<string, Record<string, unknown>>;

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema's checks by kind ("min_length", "custom"…), a string format's own def included. */
function checksOf(def: Def): Checks {
  const checks = Object.fromEntries(
    (def.checks ?? []).map((check) => [String(check._zod.def.check), check._zod.def]),
  );
  return def.check === 'string_format' ? { ...checks, string_format: def } : checks;
}

function stringArbitrary(def: Def, maxItems: number): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const minLength = Number(checks.min_length?.minimum ?? 0);
  const maxLength = Number(checks.max_length?.maximum ?? Number.POSITIVE_INFINITY);
  const format = checks.string_format;
  if (format?.format === 'url') {
    const schemes = format.protocol instanceof RegExp ? ['https'] : ['http', 'https'];
    return fc.webUrl({ validSchemes: schemes }).filter((url) => url.length <= maxLength);
  }
  if (format?.pattern instanceof RegExp)
    return fc
      .stringMatching(format.pattern)
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + maxItems * 8) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const min = checks.greater_than?.value as number | undefined;
  const max = checks.less_than?.value as number | undefined;
  if (checks.number_format?.format === 'safeint') return fc.integer({ min, max });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a zod schema accepts, derived from the schema itself (zod 4), for property tests. It
 * knows the kinds the content contract uses; refinements are honoured by filtering with the
 * schema. Values are schema input: parse them for what the schema stores.
 */
export function arbitraryOf(
  schema: z.ZodType,
  options: ArbitraryOptions = {},
  key?: string,
): fc.Arbitrary<unknown> {
  const maxItems = options.maxItems ?? 3;
  const inner = (child: unknown, at?: string) => arbitraryOf(child as z.ZodType, options, at);
  const replaced = options.override?.(schema, key);
  if (replaced) return replaced;
  const def = defOf(schema);
  const derived = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringArbitrary(def, maxItems);
      case 'number':
        return numberArbitrary(def);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'default':
      case 'pipe':
        return inner(def.innerType ?? def.in, key);
      case 'nullable':
        return fc.option(inner(def.innerType, key), { nil: null });
      case 'optional':
        return fc.option(inner(def.innerType, key), { nil: undefined });
      case 'array': {
        const checks = checksOf(def);
        const minLength = Number(checks.min_length?.minimum ?? 0);
        const maxLength = Math.min(Number(checks.max_length?.maximum ?? maxItems), maxItems);
        return fc.array(inner(def.element, key), {
          minLength,
          maxLength: Math.max(minLength, maxLength),
        });
      }
      case 'object': {
        const fields = Object.entries(def.shape as Record<string, z.ZodType>);
        return fc.record(
          Object.fromEntries(fields.map(([name, field]) => [name, inner(field, name)])),
          {
            requiredKeys: fields
              .filter(([, field]) => defOf(field).type !== 'optional')
              .map(([name]) => name),
          },
        );
      }
      case 'record':
        return fc.dictionary(
          inner(def.keyType, key) as fc.Arbitrary<string>,
          inner(def.valueType, key),
          { maxKeys: maxItems },
        );
      case 'union':
        return fc.oneof(...(def.options as z.ZodType[]).map((option) => inner(option, key)));
      default:
        throw new Error(`arbitraryOf: no arbitrary for zod's "${def.type}" yet.`);
    }
  })();
  // Refinements (a question's answer among its options) are met by keeping what parses.
  return checksOf(def).custom
    ? derived.filter((value) => schema.safeParse(value).success)
    : derived;
}
