import { describe, expect, it } from 'vitest';
import { id, oneOf, searchOf, text, wholeNumber } from './search-params';

const academy = searchOf({
  search: text(200),
  level: oneOf(['beginner', 'advanced']),
  offset: wholeNumber(0),
  module: id,
});

describe('search parameters read by hand', () => {
  it('keep good values and leave out missing ones', () => {
    expect(
      academy({
        search: 'moon',
        level: 'beginner',
        offset: 20,
        module: '2d551cd8-5e6a-4bef-b257-7fbd107a2064',
      }),
    ).toEqual({
      search: 'moon',
      level: 'beginner',
      offset: 20,
      module: '2d551cd8-5e6a-4bef-b257-7fbd107a2064',
    });
    expect(academy({})).toEqual({});
  });

  it('drop bad values from an edited address, keeping the rest', () => {
    expect(
      academy({
        search: 'x'.repeat(201),
        level: 'expert',
        offset: -1,
        module: 'not-an-id',
        unknown: 'kept out',
      }),
    ).toEqual({});
    expect(academy({ search: 42, offset: 1.5, level: 'advanced' })).toEqual({ level: 'advanced' });
  });
});
