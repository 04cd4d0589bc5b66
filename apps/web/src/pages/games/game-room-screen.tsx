import { gameRoomQueryOptions, useGameMove } from '@sparked/features/games';
import { useQuery } from '@tanstack/react-query';
import { playerAnnouncement } from './game-words';
import { HostStage } from './host-stage';
import { PlayerStage } from './player-stage';
import { roomScreen } from './room-shell';

/** A game master room: the host's stage or the player's. */
export const GameRoomScreen = roomScreen({
  useRoom: (client, roomId) => useQuery(gameRoomQueryOptions(client, roomId)),
  socket: 'gameLive',
  useMove: useGameMove,
  heading: (room) => room.title,
  stage: (room) => (room.isHost ? HostStage : PlayerStage),
  // The host sees the room move on with their own key; a player is told.
  announce: (room) => (room.isHost ? '' : playerAnnouncement(room)),
});
