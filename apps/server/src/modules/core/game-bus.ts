import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Says "this room changed" to every instance, so each pushes the room to the sockets it holds.
 * Only the room's id travels: the room itself is read from the database, which every instance
 * shares.
 */
export interface GameBus {
  publish(roomId: string): Promise<void>;
  subscribe(listener: (roomId: string) => void): () => void;
  close(): Promise<void>;
}

/** One instance (the embedded default): the news never has to leave the process. */
export function createMemoryGameBus(): GameBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(roomId) {
      emitter.emit('room', roomId);
    },
    subscribe(listener) {
      emitter.on('room', listener);
      return () => emitter.off('room', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const channel = 'sparked:games:rooms';

/** Several instances: Redis pub/sub carries the news between them. */
export function createRedisGameBus(url: string): GameBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const local = createMemoryGameBus();
  const subscribed = subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, roomId: string) => void local.publish(roomId));
  return {
    async publish(roomId) {
      await subscribed;
      await publisher.publish(channel, roomId);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
