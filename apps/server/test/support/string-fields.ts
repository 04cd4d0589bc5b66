import type { z } from 'zod';

/** Where a value sits in a request body: property names and list positions. */
export type FieldPath = (string | number)[];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Recursive schemas (a block holding blocks) are followed this deep, which reaches every kind. */
const maxDepth = 8;

/**
 * Every place a schema lets a string sit: text fields, enums and literals sent as text, and
 * values of any type, inside objects, lists (at position 0), records and each branch of a union.
 */
export function stringFields(schema: z.ZodType, depth = 0): FieldPath[] {
  if (depth > maxDepth) return [];
  const def = defOf(schema);
  const inner = (child: unknown, prefix: FieldPath = []) =>
    stringFields(child as z.ZodType, depth + 1).map((path) => [...prefix, ...path]);
  switch (def.type) {
    case 'string':
    case 'template_literal':
    case 'unknown':
    case 'any':
      return [[]];
    case 'enum':
      return Object.values(def.entries as object).some((entry) => typeof entry === 'string')
        ? [[]]
        : [];
    case 'literal':
      return (def.values as unknown[]).some((value) => typeof value === 'string') ? [[]] : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([name, field]) =>
        inner(field, [name]),
      );
    case 'array':
      return inner(def.element, [0]);
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, index) => inner(item, [index]));
    case 'record':
      return inner(def.valueType, ['x']);
    case 'union':
      return unique((def.options as unknown[]).flatMap((option) => inner(option)));
    case 'intersection':
      return unique([...inner(def.left), ...inner(def.right)]);
    default:
      return [];
  }
}

const unique = (paths: FieldPath[]) => [
  ...new Map(paths.map((path) => [JSON.stringify(path), path])).values(),
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `base` with `text` at `path`, making the objects and lists on the way when it has none. */
export function withTextAt(base: unknown, path: FieldPath, text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withTextAt(list[head], rest, text);
    return list;
  }
  const object = isObject(base) ? { ...base } : {};
  object[head] = withTextAt(object[head], rest, text);
  return object;
}

/** Every string in `value` with its path, object keys aside. */
export function textsIn(value: unknown, path: FieldPath = []): { path: FieldPath; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...path, index]));
  if (isObject(value))
    return Object.entries(value).flatMap(([name, item]) => textsIn(item, [...path, name]));
  return [];
}
