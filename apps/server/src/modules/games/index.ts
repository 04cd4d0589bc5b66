export { historyLength, historyOf } from './game-history';
export { createJoinQr } from './join-qr';
export { drawNickname } from './nicknames';
export { assertPinGuessAllowed, recordWrongPin } from './pin-guesses';
export { registerGames } from './register';
export { notInRoom, roomViews } from './room-views';
export { answerGraceMs } from './scoring';
export type { GameServiceDeps } from './service';
