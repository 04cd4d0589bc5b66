import { msg } from '@lingui/core/macro';
import { useJoinPasswordGame } from '@sparked/features/games';
import { lazy } from 'react';
import { PasswordRoomScreen } from './password-room-screen';
import { roomHomePage } from './room-shell';

/** The password game: join with a PIN, or, for educators, host over a module's glossary. */
export const PasswordPage = roomHomePage({
  name: 'password',
  lead: msg`Two teams, one word at a time: get your team to say it without saying the words on the card. Each turn lasts a minute.`,
  useJoin: useJoinPasswordGame,
  Room: PasswordRoomScreen,
  Setup: lazy(async () => ({ default: (await import('./password-setup')).PasswordSetup })),
  setupLoading: msg`Loading your glossaries`,
});
