import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one run between overlapping calls', async () => {
    let release: (value: number) => void = () => {};
    const task = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const shared = singleFlight(task);

    const calls = [shared(), shared(), shared()];
    release(7);

    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts a new run once the previous one has settled, even after a rejection', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    const shared = singleFlight<string>(task);

    await expect(shared()).rejects.toThrow('boom');
    await expect(shared()).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });
});
