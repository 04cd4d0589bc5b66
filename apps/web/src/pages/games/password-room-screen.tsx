import { t } from '@lingui/core/macro';
import { passwordRoomQueryOptions, usePasswordMove } from '@sparked/features/games';
import { useQuery } from '@tanstack/react-query';
import { PasswordHostStage } from './password-host-stage';
import { PasswordPlayerStage } from './password-player-stage';
import { passwordAnnouncement } from './password-words';
import { roomScreen } from './room-shell';

/** A password game: the host's stage (also the shared screen's) or a player's. */
export const PasswordRoomScreen = roomScreen({
  useRoom: (client, roomId) => useQuery(passwordRoomQueryOptions(client, roomId)),
  socket: 'passwordLive',
  useMove: usePasswordMove,
  heading: ({ title }) =>
    t({ message: `Password: ${title}`, comment: 'The password game, then the game’s title.' }),
  stage: (room) => (room.role === 'host' ? PasswordHostStage : PasswordPlayerStage),
  announce: passwordAnnouncement,
});
