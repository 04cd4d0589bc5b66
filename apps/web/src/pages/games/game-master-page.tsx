import { msg } from '@lingui/core/macro';
import { useJoinGame } from '@sparked/features/games';
import { lazy } from 'react';
import { GameRoomScreen } from './game-room-screen';
import { roomHomePage } from './room-shell';

/** Game master: join with a PIN, or, for educators, host from a form activity. */
export const GameMasterPage = roomHomePage({
  name: 'game-master',
  lead: msg`A quiz for the whole class: answer quickly, see the right answer and why, and finish on the podium.`,
  useJoin: useJoinGame,
  Room: GameRoomScreen,
  Setup: lazy(async () => ({ default: (await import('./host-setup')).HostSetup })),
  setupLoading: msg`Loading your quizzes`,
});
