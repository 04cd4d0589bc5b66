import type { LiveStatus } from '@sparked/features/games';
import * as page from '../../shared/page.css';
import { liveStatusText } from './game-words';

/** A room's connection, said as it changes, and why the viewer's last move was refused. */
export function RoomStatus({
  live,
  error,
}: {
  live: { status: LiveStatus; refusal: string | null };
  error: Error | null;
}) {
  return (
    <>
      <p className={page.note} role="status">
        {liveStatusText(live)}
      </p>
      {error ? (
        <p className={page.errorText} role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
