export {
  type GameMove,
  gameResultsFile,
  useCreateGameRoom,
  useGameMove,
  useJoinGame,
} from './api/game-moves';
export {
  gameHistoryQueryOptions,
  gameRoomQueryOptions,
  gameSourcesQueryOptions,
} from './api/game-queries';
export {
  type PasswordMove,
  useCreatePasswordRoom,
  useJoinPasswordGame,
  usePasswordMove,
} from './api/password-moves';
export { glossariesQueryOptions, passwordRoomQueryOptions } from './api/password-queries';
export { type LiveSocket, type LiveStatus, useLiveGameRoom } from './api/use-live-game-room';
export { AnswerOptions } from './components/answer-options';
export { GameAnswer } from './components/game-answer';
export { GameStandings } from './components/game-standings';
export { GameTimer } from './components/game-timer';
export { PasswordCard } from './components/password-card';
export { StageAnnouncer, useStageSay } from './components/stage-announcer';
export { TeamScores } from './components/team-scores';
