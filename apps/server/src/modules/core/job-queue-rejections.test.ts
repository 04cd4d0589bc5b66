import { describe, expect, it, vi } from 'vitest';
import { unhandledRejectionHandler } from './job-queue-rejections';

/** An error as pg-pool rejects it while PostgreSQL restarts, awaited in pg-boss's worker. */
function outage(stackFrame: string) {
  const error = Object.assign(new Error('the database system is shutting down'), {
    code: '57P03',
  });
  error.stack = `error: the database system is shutting down\n    at ${stackFrame}`;
  return error;
}

describe('unhandled rejections', () => {
  it("keeps the process up when pg-boss's finishing of a job loses PostgreSQL", () => {
    const warn = vi.fn();
    const handle = unhandledRejectionHandler({ warn });
    expect(() =>
      handle(outage('async Manager.fail (/app/node_modules/pg-boss/src/manager.js:493:20)')),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('stops it, as Node would, for any other rejection', () => {
    const handle = unhandledRejectionHandler({ warn: vi.fn() });
    const ours = outage('async saveEverything (/app/src/modules/store/service.ts:10:3)');
    expect(() => handle(ours)).toThrow(ours);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    bug.stack = `${bug.message}\n    at Manager.work (/app/node_modules/pg-boss/src/manager.js:1:1)`;
    expect(() => handle(bug)).toThrow(bug);
  });
});
