import type { Run } from '@sparked/contracts';

/** Spec §4, §9: the run is checked every 1500 ms, about 45 times at most. */
export const runPollIntervalMs = 1500;
export const maxRunPolls = 45;

export type RunOutcome =
  | { status: 'completed' }
  | { status: 'failed'; error: string | null }
  /** Still queued or in progress after the last check: the caller offers to keep waiting. */
  | { status: 'timed_out' };

export type PollOptions = {
  intervalMs?: number;
  maxPolls?: number;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits for a run to finish by checking it on an interval, never for ever. A check that throws
 * (the network is gone) ends the wait with that error.
 */
export async function pollRun(
  check: () => Promise<Run>,
  { intervalMs = runPollIntervalMs, maxPolls = maxRunPolls, wait = sleep }: PollOptions = {},
): Promise<RunOutcome> {
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await wait(intervalMs);
    const run = await check();
    if (run.status === 'completed') return { status: 'completed' };
    if (run.status === 'failed') return { status: 'failed', error: run.error };
  }
  return { status: 'timed_out' };
}
