import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isWorthRetrying } from './retry-policy';

const refusal = (status: number) =>
  new ApiError({ status, code: 'not_found', message: 'Not there.' });

describe('isWorthRetrying', () => {
  it('retries dropped connections and server errors twice', () => {
    expect(isWorthRetrying(0, refusal(0))).toBe(true);
    expect(isWorthRetrying(1, refusal(503))).toBe(true);
    expect(isWorthRetrying(2, refusal(503))).toBe(false);
  });

  it('does not repeat a refusal', () => {
    expect(isWorthRetrying(0, refusal(404))).toBe(false);
    expect(isWorthRetrying(0, refusal(403))).toBe(false);
  });
});
