import {
  passwordRoomQueryOptions,
  useLiveGameRoom,
  usePasswordMove,
} from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { PasswordHostStage } from './password-host-stage';
import { PasswordPlayerStage } from './password-player-stage';
import { RoomStatus } from './room-status';

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
          <RoomStatus live={live} error={move.error} />
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
