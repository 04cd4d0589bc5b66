import { describe, expect, it } from 'vitest';
import { registerStudentRequestSchema } from './schemas';

describe('registerStudentRequestSchema', () => {
  const valid = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: ' Ada@Example.COM ',
    password: 'correct horse battery',
  };

  it('normalises names and email', () => {
    expect(registerStudentRequestSchema.parse(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
  });

  it('rejects unknown fields, short passwords and bad emails with readable messages', () => {
    const result = registerStudentRequestSchema.safeParse({
      ...valid,
      email: 'nope',
      password: 'short',
      role: 'admin',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Enter a valid email address.');
    expect(messages).toContain('Password must be at least 10 characters.');
    expect(result.error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });
});
