import { describe, expect, it } from 'vitest';
import { classUpdateRequestSchema } from '../classes/schemas';
import { moduleUpdateRequestSchema } from '../modules/schemas';

describe('partial update bodies', () => {
  it('carry only the fields sent, with no defaults filled in', () => {
    expect(classUpdateRequestSchema.parse({ name: ' Year 7 ' })).toEqual({ name: 'Year 7' });
    expect(moduleUpdateRequestSchema.parse({ price: null })).toEqual({ price: null });
  });

  it('still check the fields that are sent and refuse unknown ones', () => {
    expect(classUpdateRequestSchema.safeParse({ joinMode: 'anyone' }).success).toBe(false);
    expect(classUpdateRequestSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
