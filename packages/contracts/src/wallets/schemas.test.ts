import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema, walletGrantRequestSchema } from './schemas';

describe('wallet requests', () => {
  it('refuses a grant of 0 and a reason that says nothing', () => {
    const result = walletGrantRequestSchema.safeParse({
      userId: '00000000-0000-4000-8000-000000000001',
      wallet: 'DIAMONDS',
      amount: 0,
      reason: ' ',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['amount', 'reason']);
  });

  it('accepts visible ASCII idempotency keys only', () => {
    expect(idempotencyKeySchema.safeParse('purchase-1f2e').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('has space').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
