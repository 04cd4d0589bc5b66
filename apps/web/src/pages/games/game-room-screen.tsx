import { gameRoomQueryOptions, useGameMove, useLiveGameRoom } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { HostStage } from './host-stage';
import { PlayerStage } from './player-stage';
import { RoomStatus } from './room-status';

/** One room, for its host or a player, kept current by the live socket. */
export function GameRoomScreen({ roomId, title }: { roomId: string; title: string }) {
  const { session } = useSession();
  const room = useQuery(gameRoomQueryOptions(session.client, roomId));
  const live = useLiveGameRoom(session, roomId);
  const move = useGameMove(session.client, roomId);
  return (
    <QueryState query={room} loading="Opening the game" what="the game" title={title}>
      {(data) => (
        <Stack gap={4}>
          <h1 className={page.title}>{data.title}</h1>
          <RoomStatus live={live} error={move.error} />
          {data.isHost ? (
            <HostStage room={data} move={move.mutate} busy={move.isPending} />
          ) : (
            <PlayerStage room={data} move={move.mutate} busy={move.isPending} />
          )}
          {live.refusal ? <Link to="/game-arena">Back to the game arena</Link> : null}
        </Stack>
      )}
    </QueryState>
  );
}
