export { registerLiveSocket } from './live-socket';
export { roomDepsOf } from './room-deps';
export {
  createRoomEngine,
  type RoomDeps,
  type RoomRules,
  roomIsOver,
} from './room-engine';
export { latestGames } from './room-history';
export { authoredActivities, type RoomRows, roomRepository } from './room-repository';
export { notInRoom } from './room-views';
