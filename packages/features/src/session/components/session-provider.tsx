import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { Session, SessionSnapshot } from '../create-session';

const SessionContext = createContext<Session | null>(null);

/** Makes the app's one session available to `useSession()` below it. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current snapshot (re-rendering when it changes) and the session to act on. */
export function useSession(): SessionSnapshot & { session: Session } {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>.');
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );
  return { ...snapshot, session };
}
