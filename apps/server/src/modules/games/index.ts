export { drawNickname } from './nicknames';
export { registerGames } from './register';
export { answerGraceMs } from './scoring';
