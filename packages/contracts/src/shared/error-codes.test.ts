import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './error';
import { readApiError } from './error-codes';

const refusal = {
  statusCode: 400,
  code: 'validation_failed',
  error: 'Check the highlighted fields.',
  issues: [{ path: 'email', message: 'Enter an email address.' }],
};

describe('readApiError', () => {
  it('reads the error shape, with or without issues', () => {
    expect(readApiError(refusal)).toEqual(refusal);
    expect(readApiError({ statusCode: 404, code: 'not_found', error: 'No such page.' })).toEqual({
      statusCode: 404,
      code: 'not_found',
      error: 'No such page.',
      issues: undefined,
    });
    const shortfall = { wallet: 'ENERGY', needed: 2, balance: 0, inStore: true };
    const lacking = { statusCode: 409, code: 'insufficient_balance', error: 'No.', shortfall };
    expect(readApiError(lacking)).toEqual(lacking);
    expect(apiErrorSchema.safeParse(lacking).success).toBe(true);
  });

  it("reads each issue's catalogue entry, and leaves out one that is malformed", () => {
    const entry = { id: 'validation.one-of', values: { count: 2, options: ['en', 'fil'] } };
    const body = { ...refusal, message: entry, issues: [{ ...refusal.issues[0], entry }] };
    expect(readApiError(body)).toEqual(body);
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
    const malformed = { ...refusal, issues: [{ ...refusal.issues[0], entry: { values: {} } }] };
    expect(readApiError(malformed)?.issues).toEqual(refusal.issues);
  });

  it('refuses what is not the error shape, as the schema does', () => {
    const bodies = [
      null,
      'Bad gateway',
      { ...refusal, code: 'teapot' },
      { ...refusal, statusCode: 400.5 },
      { ...refusal, error: undefined },
      { ...refusal, issues: [{ path: 'email' }] },
      { ...refusal, issues: 'email' },
      { ...refusal, shortfall: { wallet: 'GOLD', needed: 2, balance: 0, inStore: false } },
      { ...refusal, shortfall: { wallet: 'ENERGY', needed: 2, balance: 0 } },
    ];
    for (const body of bodies) {
      expect(readApiError(body)).toBeUndefined();
      expect(apiErrorSchema.safeParse(body).success).toBe(false);
    }
    expect(apiErrorSchema.safeParse(refusal).success).toBe(true);
  });
});
