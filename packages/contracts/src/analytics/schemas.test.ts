import { describe, expect, it } from 'vitest';
import { analyticsEventRequestSchema } from './schemas';

describe('analyticsEventRequestSchema', () => {
  it('accepts only same-origin paths', () => {
    expect(
      analyticsEventRequestSchema.safeParse({ name: 'page_view', path: '/store', title: 'Store' })
        .success,
    ).toBe(true);
    expect(
      analyticsEventRequestSchema.safeParse({
        name: 'page_view',
        path: '//evil.example',
        title: 'x',
      }).success,
    ).toBe(false);
    expect(
      analyticsEventRequestSchema.safeParse({
        name: 'page_view',
        path: 'https://evil.example',
        title: 'x',
      }).success,
    ).toBe(false);
  });
});
