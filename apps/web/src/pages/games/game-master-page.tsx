import type { GameCompetition } from '@sparked/contracts';
import { useJoinGame } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Spinner } from '@sparked/ui/spinner';
import { lazy, Suspense } from 'react';
import { GamePage } from './game-page';
import { GameRoomScreen } from './game-room-screen';
import type { GameSearch } from './game-search';
import { JoinGame } from './join-game';
import { useGameHome } from './use-game-home';

// Hosting (a select of the educator's forms) is for educators only: players never load it.
const HostSetup = lazy(async () => ({ default: (await import('./host-setup')).HostSetup }));

/**
 * Game master: join with a PIN, or, for educators, host from a form activity. With a
 * room in the address it is that room's screen, so a reload puts a player back in their seat.
 */
export function GameMasterPage({
  title,
  competition,
  search,
}: {
  title: string;
  competition: GameCompetition | null;
  search: GameSearch;
}) {
  const { session } = useSession();
  const join = useJoinGame(session.client);
  const { educator, open } = useGameHome('game-master', competition);
  if (search.room) return <GameRoomScreen key={search.room} roomId={search.room} title={title} />;
  const ways = (
    <>
      <JoinGame pin={search.pin} join={join} onJoined={open} />
      {educator ? (
        <Suspense fallback={<Spinner label="Loading your quizzes" />}>
          <HostSetup competition={competition} onOpened={open} />
        </Suspense>
      ) : null}
    </>
  );
  return (
    <GamePage
      title={title}
      competition={competition}
      lead={
        competition
          ? 'Games played here while the winter competition runs count towards its standings.'
          : 'A quiz for the whole class: answer quickly, see the right answer and why, and finish on the podium.'
      }
    >
      {ways}
    </GamePage>
  );
}
