import type { AccessTokenClaims } from '@sparked/contracts';
import { currentUserQueryOptions } from '@sparked/features/current-user';
import { myLeaguesQueryOptions } from '@sparked/features/leagues';
import { myClassesQueryOptions, streakQueryOptions } from '@sparked/features/learning';
import type { RouterContext } from '../../app/router-context';

/**
 * The loader every dashboard route shares (`/` and the student home layout's `/dashboard`,
 * `/old` and `/spring-competition/dashboard`): it starts a student's streak, classes and leagues with the
 * page, not after its lazy panels load. (Each route names its component itself, so the router's
 * code splitting can move the page out of the entry chunk.)
 */
export function dashboardLoader({
  context: { queryClient, session, claims },
}: {
  context: RouterContext & { claims: Pick<AccessTokenClaims, 'user_role'> };
}) {
  if (claims.user_role === 'student') {
    void queryClient.prefetchQuery(streakQueryOptions(session.client));
    void queryClient.prefetchQuery(myClassesQueryOptions(session.client));
    void queryClient.prefetchQuery(myLeaguesQueryOptions(session.client));
  }
  return queryClient.ensureQueryData(currentUserQueryOptions(session.client));
}
