import { useSession } from '@sparked/features/session';
import { StorePage } from '@sparked/features/store';

/** The points store (spec §2 /store), spending the signed-in user's wallets. */
export function PointsStorePage() {
  const { session } = useSession();
  return <StorePage client={session.client} />;
}
