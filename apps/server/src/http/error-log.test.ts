import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logError } from './error-log';

describe('the error log', () => {
  it('keeps a failed query without its parameters or the database’s detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.test) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "first_name") values ($1, $2)',
      ['ada@example.test', 'Ada'],
      cause,
    );
    const logged = JSON.stringify(logError(new Error('request failed', { cause: failed })));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).not.toContain('ada@example.test');
    expect(logged).not.toContain('"Ada"');
    expect(logged).not.toContain('params');
    expect(JSON.stringify(logError(failed))).not.toContain('ada@example.test');
    const databaseError = JSON.stringify(logError(cause));
    expect(databaseError).toContain('23505');
    expect(databaseError).not.toContain('ada@example.test');
  });
});
