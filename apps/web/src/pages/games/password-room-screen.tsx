import {
  passwordRoomQueryOptions,
  useLiveGameRoom,
  usePasswordMove,
} from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../page.css';
import { QueryState } from '../query-state';
import { liveStatusText } from './game-words';
import { PasswordHostStage } from './password-host-stage';
import { PasswordPlayerStage } from './password-player-stage';

/** One password game, for its host or a player, kept current by the live socket. */
export function PasswordRoomScreen({ roomId, title }: { roomId: string; title: string }) {
  const { session } = useSession();
  const room = useQuery(passwordRoomQueryOptions(session.client, roomId));
  const live = useLiveGameRoom(session, roomId, 'passwordLive');
  const move = usePasswordMove(session.client, roomId);
  return (
    <QueryState query={room} loading="Opening the game" what="the game" title={title}>
      {(data) => (
        <Stack gap={4}>
          <h1 className={page.title}>Password: {data.title}</h1>
          <p className={page.note} role="status">
            {liveStatusText(live)}
          </p>
          {move.error ? (
            <p className={page.errorText} role="alert">
              {move.error.message}
            </p>
          ) : null}
          {data.role === 'host' ? (
            <PasswordHostStage room={data} move={move.mutate} busy={move.isPending} />
          ) : (
            <PasswordPlayerStage room={data} move={move.mutate} busy={move.isPending} />
          )}
          {live.refusal ? <Link to="/game-arena">Back to the game arena</Link> : null}
        </Stack>
      )}
    </QueryState>
  );
}
