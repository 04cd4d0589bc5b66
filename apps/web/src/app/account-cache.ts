import type { Session } from '@sparked/features/session';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Empties the query cache whenever the signed-in account changes (sign-in, registration,
 * sign-out), so one account's answers never show for another. It runs in the session's own
 * notification, before React renders for the new account: emptied any later, the queries the
 * new account's first render subscribed to would be dropped mid-fetch and never update.
 */
export function clearCacheOnAccountChange(session: Session, queryClient: QueryClient): () => void {
  const accountOf = () => session.getSnapshot().claims?.id ?? null;
  let account = accountOf();
  return session.subscribe(() => {
    const next = accountOf();
    if (next === account) return;
    account = next;
    queryClient.clear();
  });
}
