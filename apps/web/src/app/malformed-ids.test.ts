import { describe, expect, it } from 'vitest';
import { hasMalformedId } from './malformed-ids';

const id = '6b1a4c1e-8c7e-4a43-9a1e-2b7b6f0f2d11';

describe('hasMalformedId', () => {
  it('finds an id param that is not a UUID', () => {
    expect(hasMalformedId({ id: 'not-a-uuid' })).toBe(true);
    expect(hasMalformedId({ classId: id, moduleId: id, activityId: '42' })).toBe(true);
  });

  it('leaves well-formed ids and params that are not ids alone', () => {
    expect(hasMalformedId({ id, classId: id.toUpperCase() })).toBe(false);
    expect(hasMalformedId({ slug: 'spring-competition', couponCode: 'SPRING-10' })).toBe(false);
  });
});
