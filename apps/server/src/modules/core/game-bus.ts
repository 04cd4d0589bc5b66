import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { connectRedis, type RedisLink, type RedisLinkOptions, suspectLink } from './redis-link';

/**
 * Says "this room changed" to every instance, so each pushes the room to the sockets it holds.
 * Only the room's id travels: the room itself is read from the database, which every instance
 * shares.
 */
export interface GameBus {
  publish(roomId: string): Promise<void>;
  subscribe(listener: (roomId: string) => void): () => void;
  /** The Redis connection between instances, when there is one: logged and shown by `/readyz`. */
  link?: RedisLink;
  /**
   * Settles once this instance listens to the others (its Redis subscription is in place, or
   * failed: then it hears them once Redis returns); news published before it is not heard here.
   */
  listening?: Promise<void>;
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

/**
 * Several instances: Redis pub/sub carries the news between them. This instance's own sockets
 * hear it at once, in process, whether or not Redis answers (decision 0041); Redis only carries it
 * to the others, each message naming the instance it came from so that one skips its own. While
 * Redis is away the others miss the news (each still updates its own sockets); ioredis
 * resubscribes when Redis returns.
 */
export function createRedisGameBus(url: string, options: RedisLinkOptions = {}): GameBus {
  const link = connectRedis(url, options);
  const subscriber = connectRedis(url, { ...options, subscriber: true });
  const local = createMemoryGameBus();
  const self = randomUUID();
  const listening = subscriber.redis.subscribe(channel).then(
    () => undefined,
    () => undefined,
  );
  subscriber.redis.on('message', (_channel: string, message: string) => {
    const space = message.indexOf(' ');
    const from = space === -1 ? '' : message.slice(0, space);
    if (from !== self) void local.publish(message.slice(space + 1));
  });
  return {
    link,
    listening,
    async publish(roomId) {
      await local.publish(roomId);
      if (link.state === 'connecting') await link.settled;
      if (link.state !== 'up') return;
      try {
        await link.redis.publish(channel, `${self} ${roomId}`);
      } catch (error) {
        suspectLink(link, error);
      }
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await Promise.all([link.close(), subscriber.close()]);
    },
  };
}
