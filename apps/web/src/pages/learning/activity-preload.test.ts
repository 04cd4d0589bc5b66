import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Route as playerRoute } from '../../routes/_authenticated/_focus/player.classes.$classId.modules.$moduleId.activities.$activityId';
import { Route as journeyRoute } from '../../routes/_public/student-journey.classes.$classId.modules.$moduleId.activities.$activityId';

const params = { classId: 'c1', moduleId: 'm1', activityId: 'a1' };

/** The query keys a route's loader starts reading, as a preload (pointing at a link) or a visit. */
function keysRead(route: typeof playerRoute | typeof journeyRoute, preload: boolean) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  const session = { client: {}, isAuthenticated: () => true };
  const loader = route.options.loader as (context: unknown) => void;
  loader({ context: { queryClient, session }, params, preload });
  return prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
}

// Reading an activity opens it: its status becomes "In progress" and an embedded page's clock starts.
describe('an activity is not opened by pointing at a link to it', () => {
  for (const [name, route] of [
    ['the player', playerRoute],
    ['the student journey', journeyRoute],
  ] as const) {
    it(`${name} reads the activity on a visit, not on a preload`, () => {
      expect(keysRead(route, true).some((key) => key.includes('"activity"'))).toBe(false);
      expect(keysRead(route, false).some((key) => key.includes('"activity","a1"'))).toBe(true);
    });
  }
});
