import { educatorRoles, type GameCompetition } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { useNavigate } from '@tanstack/react-router';
import { gamePath } from './game-search';

/** What a game's home page needs: whether the viewer may host, and the way into a room. */
export function useGameHome(
  game: Parameters<typeof gamePath>[0],
  competition: GameCompetition | null,
) {
  const { claims } = useSession();
  const navigate = useNavigate();
  return {
    educator: educatorRoles.some((role) => role === claims?.user_role),
    open: (roomId: string) =>
      void navigate({ to: gamePath(game, competition), search: { room: roomId } }),
  };
}
