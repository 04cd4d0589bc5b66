import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';

/** Where a change says the room moved: the bus every instance listens on. */
export interface RoomNews {
  publish(roomId: string): Promise<void>;
}

/** What either game answers someone who is neither a room's host nor one of its players. */
export const notInRoom = () =>
  notFound(/*i18n*/ { id: 'rooms.you-are-not-in-this-game', message: 'You are not in this game.' });

/**
 * A room kind's views and changes, the same for both games: a viewer sees the room as `present`
 * shows it to them, and a change runs in a transaction, then tells every instance the room moved
 * and answers the caller's view.
 */
export function roomViews<Snapshot, View>(deps: {
  db: Database;
  bus: RoomNews;
  snapshot: (roomId: string) => Promise<Snapshot | undefined>;
  present: (snapshot: Snapshot, userId: string) => Promise<View>;
}) {
  const { db, bus, snapshot, present } = deps;
  async function view(roomId: string, userId: string): Promise<View> {
    const read = await snapshot(roomId);
    if (!read) throw notInRoom();
    return present(read, userId);
  }
  async function change(roomId: string, userId: string, work: (tx: Database) => Promise<void>) {
    await db.transaction(work);
    await bus.publish(roomId);
    return view(roomId, userId);
  }
  return { view, change };
}
