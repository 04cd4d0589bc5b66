import { educatorRoles, type GameCompetition } from '@sparked/contracts';
import { useJoinPasswordGame } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Spinner } from '@sparked/ui/spinner';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { GamePage } from './game-page';
import type { GameSearch } from './game-search';
import { JoinGame } from './join-game';
import { PasswordRoomScreen } from './password-room-screen';

// Hosting (the educator's glossaries) is for educators only: players never load it.
const PasswordSetup = lazy(async () => ({
  default: (await import('./password-setup')).PasswordSetup,
}));

const pathOf = (competition: GameCompetition | null) =>
  competition ? ('/winter-competition/password' as const) : ('/game/password' as const);

/**
 * The password game (issue 16): join with a PIN, or, for educators, host over a module's
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
  const { claims, session } = useSession();
  const navigate = useNavigate();
  const join = useJoinPasswordGame(session.client);
  const educator = educatorRoles.some((role) => role === claims?.user_role);
  const open = (roomId: string) =>
    void navigate({ to: pathOf(competition), search: { room: roomId } });
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
