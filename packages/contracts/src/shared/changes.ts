import { z } from 'zod';

type Changes<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<
    Shape[Key] extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : Shape[Key]
  >;
};

/**
 * The body of a partial update: every field of `schema` optional, and no default filled in, so a
 * field the caller leaves out stays as it is. (zod's own `.partial()` keeps the defaults: a PATCH
 * of the name alone would reset every other field to its default.)
 */
export function changesOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  );
  return z.strictObject(shape as Changes<Shape>);
}
