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
export { type LiveStatus, useLiveGameRoom } from './api/use-live-game-room';
export { AnswerOptions } from './components/answer-options';
export { GameStandings } from './components/game-standings';
export { GameTimer } from './components/game-timer';
