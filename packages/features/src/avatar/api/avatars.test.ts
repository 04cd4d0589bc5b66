import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api-client';
import { avatarsQueryOptions, fetchAvatars } from './avatars';

const userId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The `ids[]` a call asked for. */
const askedIds = (options: RequestOptions = {}) => options.query?.['ids[]'] as string[];

function fakeClient() {
  const request = vi.fn(async (_name: string, options: RequestOptions = {}) => ({
    success: true,
    status: 200,
    data: askedIds(options).map((id) => ({ userId: id, avatar: null })),
  }));
  return { client: { request } as unknown as ApiClient, request };
}

describe('fetchAvatars', () => {
  it('asks for at most 100 avatars per call and returns them all in order', async () => {
    const { client, request } = fakeClient();
    const ids = Array.from({ length: 150 }, (_, n) => userId(n));
    const avatars = await fetchAvatars(client, ids);

    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls.map(([, options]) => askedIds(options).length)).toEqual([100, 50]);
    expect(avatars.map((entry) => entry.userId)).toEqual(ids);
  });

  it('shares one cache entry for the same users in any order, and asks nothing for none', () => {
    const { client } = fakeClient();
    expect(avatarsQueryOptions(client, [userId(2), userId(1), userId(2)]).queryKey).toEqual(
      avatarsQueryOptions(client, [userId(1), userId(2)]).queryKey,
    );
    expect(avatarsQueryOptions(client, []).enabled).toBe(false);
  });
});
