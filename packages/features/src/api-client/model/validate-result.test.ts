import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unexpectedErrorMessage } from './api-result';
import { validateResult } from './validate-result';

const schema = z.object({ data: z.object({ name: z.string().trim() }) });

describe('validateResult', () => {
  it('returns the parsed body with the success flag and status', () => {
    const ok = { success: true, status: 200, data: { name: ' Ada ' } } as const;
    const result = validateResult(ok, schema);
    expect(result).toEqual({ success: true, status: 200, data: { name: 'Ada' } });
  });

  it('reports a body that breaks the contract as an unexpected error', () => {
    const ok = { success: true, status: 200, data: { name: 1 } } as const;
    const result = validateResult(ok, schema);
    expect(result).toEqual({ success: false, error: unexpectedErrorMessage });
  });

  it('passes failures through untouched', () => {
    const failure = {
      status: 401,
      statusCode: 401,
      code: 'unauthorized',
      error: 'Sign in.',
    } as const;
    expect(validateResult(failure, schema)).toBe(failure);
  });
});
