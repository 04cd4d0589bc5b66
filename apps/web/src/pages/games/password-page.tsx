import type { GameCompetition } from '@sparked/contracts';
import { useJoinPasswordGame } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Spinner } from '@sparked/ui/spinner';
import { lazy, Suspense } from 'react';
import { GamePage } from './game-page';
import type { GameSearch } from './game-search';
import { JoinGame } from './join-game';
import { PasswordRoomScreen } from './password-room-screen';
import { useGameHome } from './use-game-home';

// Hosting (the educator's glossaries) is for educators only: players never load it.
const PasswordSetup = lazy(async () => ({
  default: (await import('./password-setup')).PasswordSetup,
}));

/**
 * The password game: join with a PIN, or, for educators, host over a module's
 * glossary. With a room in the address it is that room's screen, so a reload keeps the seat.
 */
export function PasswordPage({
  title,
  competition,
  search,
}: {
  title: string;
  competition: GameCompetition | null;
  search: GameSearch;
}) {
  const { session } = useSession();
  const join = useJoinPasswordGame(session.client);
  const { educator, open } = useGameHome('password', competition);
  if (search.room)
    return <PasswordRoomScreen key={search.room} roomId={search.room} title={title} />;
  return (
    <GamePage
      title={title}
      competition={competition}
      lead={
        competition
          ? 'Games played here while the winter competition runs count towards its standings.'
          : 'Two teams, one word at a time: get your team to say it without saying the words on the card. Each turn lasts a minute.'
      }
    >
      <JoinGame pin={search.pin} join={join} onJoined={open} />
      {educator ? (
        <Suspense fallback={<Spinner label="Loading your glossaries" />}>
          <PasswordSetup competition={competition} onOpened={open} />
        </Suspense>
      ) : null}
    </GamePage>
  );
}
