import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequestSchema, registerStudentRequestSchema } from '../auth/schemas';
import { issueEntry } from './issue-entry';
import { issueText } from './issue-text';

const entriesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issueEntry(issue)]);

describe("a contract schema's issues as catalogue entries (decision 0046)", () => {
  it("gives a schema's own sentence its id and values, beside the English zod reports", () => {
    const parsed = registerStudentRequestSchema.safeParse({
      firstName: ' ',
      lastName: 'Cruz',
      email: 'ana@example.org',
      password: 'short',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'First name is required.',
      'Password must be at least 10 characters.',
    ]);
    expect(parsed.error?.issues.map(issueEntry)).toEqual([
      { id: 'auth.first-name-required' },
      { id: 'auth.password-too-short', values: { min: 10 } },
    ]);
    expect(entriesOf(loginRequestSchema, { email: 'not an email', password: '' })).toEqual([
      ['email', { id: 'auth.enter-a-valid-email' }],
      ['password', { id: 'auth.password-required' }],
    ]);
  });

  it("words zod's own issues by their kind, with their limits as values", () => {
    const schema = z.strictObject({
      name: z.string().min(3).max(5),
      age: z.number().int().min(5),
      tags: z.array(z.string()).max(2),
      kind: z.enum(['crossword', 'word-search']),
      site: z.url(),
    });
    expect(
      entriesOf(schema, {
        name: 'Al',
        age: 2,
        tags: ['a', 'b', 'c'],
        kind: 'maze',
        site: 'nowhere',
        extra: 1,
      }),
    ).toEqual([
      ['name', { id: 'validation.too-short', values: { minimum: 3 } }],
      ['age', { id: 'validation.number-at-least', values: { minimum: 5 } }],
      ['tags', { id: 'validation.too-many', values: { maximum: 2 } }],
      [
        'kind',
        { id: 'validation.one-of', values: { count: 2, options: ['crossword', 'word-search'] } },
      ],
      ['site', { id: 'validation.url' }],
      ['', { id: 'validation.unknown-keys', values: { keys: ['extra'] } }],
    ]);
    expect(entriesOf(schema, { name: 'Alexandra' })?.slice(0, 2)).toEqual([
      ['name', { id: 'validation.too-long', values: { maximum: 5 } }],
      ['age', { id: 'validation.wrong-kind', values: { expected: 'number' } }],
    ]);
    expect(entriesOf(z.string().min(1), '')).toEqual([['', { id: 'validation.required' }]]);
  });

  it('refuses a sentence whose argument has no value, or that needs ICU to be written', () => {
    expect(() => issueText({ id: 'test.missing', message: 'At most {max}.' })).toThrow(/max/);
    expect(() =>
      issueText({
        id: 'test.plural',
        message: '{n, plural, one {# day} other {# days}}',
        values: { n: 2 },
      }),
    ).toThrow(/ICU/);
  });
});
