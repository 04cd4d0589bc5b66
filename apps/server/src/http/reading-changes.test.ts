import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readingChanges } from './reading-changes';

const schema = z.object({
  data: z.array(z.object({ id: z.string(), shuffle: z.boolean().default(false) })),
  email: z.string().transform((value) => value.toLowerCase()),
});
const changes = (sent: unknown) => readingChanges(sent, schema.parse(sent));

describe('readingChanges', () => {
  it('finds nothing in an answer that is already what its schema makes of it', () => {
    expect(changes({ data: [{ id: 'a', shuffle: true }], email: 'a@b.c', extra: 1 })).toBeNull();
  });

  it('names where a default would be filled in or a value transformed', () => {
    expect(changes({ data: [{ id: 'a', shuffle: true }, { id: 'b' }], email: 'a@b.c' })).toBe(
      '.data.1.shuffle',
    );
    expect(changes({ data: [], email: 'A@b.c' })).toBe('.email');
  });
});
