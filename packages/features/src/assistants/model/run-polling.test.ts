import type { Run, RunStatus } from '@sparked/contracts';
import { describe, expect, it, vi } from 'vitest';
import { maxRunPolls, pollRun, runPollIntervalMs } from './run-polling';

const run = (status: RunStatus, error: string | null = null): Run => ({
  id: 'run-1',
  threadId: 'thread-1',
  status,
  error,
  createdAt: '2026-03-07T14:30:00.000Z',
  startedAt: null,
  finishedAt: null,
});

const statuses = (...list: Run[]) => {
  const check = vi.fn<() => Promise<Run>>();
  for (const item of list) check.mockResolvedValueOnce(item);
  return check;
};

describe('pollRun', () => {
  it('checks every 1500 ms until the run completes', async () => {
    const wait = vi.fn(async () => {});
    const check = statuses(run('queued'), run('in_progress'), run('completed'));
    expect(await pollRun(check, { wait })).toEqual({ status: 'completed' });
    expect(check).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[1500], [1500], [1500]]);
    expect(runPollIntervalMs).toBe(1500);
  });

  it("stops at a failed run with the server's reason", async () => {
    const check = statuses(run('in_progress'), run('failed', 'Janus could not answer.'));
    expect(await pollRun(check, { wait: async () => {} })).toEqual({
      status: 'failed',
      error: 'Janus could not answer.',
    });
  });

  it('gives up after about 45 checks instead of waiting for ever', async () => {
    const check = vi.fn(async () => run('in_progress'));
    expect(await pollRun(check, { wait: async () => {} })).toEqual({ status: 'timed_out' });
    expect(check).toHaveBeenCalledTimes(45);
    expect(maxRunPolls).toBe(45);
  });

  it('passes on a check that fails', async () => {
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(pollRun(check, { wait: async () => {} })).rejects.toThrow('offline');
  });
});
