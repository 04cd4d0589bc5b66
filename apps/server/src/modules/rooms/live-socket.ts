import { type Endpoint, type GameSocketMessage, gameRoomIdSchema } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { CheckToken } from '../../http/authenticate';
import { AppError, entryOf } from '../../http/errors';
import { sharedGauge } from '../../http/metrics';
import { type ServerMessage, translate } from '../../i18n/catalogues';
import type { GameBus } from '../core/game-bus';
import { notInRoom } from './room-views';

const helloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(4096),
  roomId: gameRoomIdSchema,
});

/** Changes that land within this window reach the viewers as one push (a burst of answers). */
const pushDelayMs = 40;
/** A socket that says nothing this long after opening is closed. */
const helloTimeoutMs = 10_000;
/** Pings find sockets whose device went away without closing them. */
const pingEveryMs = 25_000;

interface Viewer {
  socket: WebSocket;
  userId: string;
  alive: boolean;
  /** The last room sent, without its time: a view that did not change is not sent again. */
  sent: string;
}

/** What a live socket shows: a room read once per change, then presented to each viewer. */
export interface LiveRooms<Snapshot, View extends { serverTime: string }> {
  snapshot(roomId: string): Promise<Snapshot | null | undefined>;
  /** Throws for a viewer outside the room. */
  present(snapshot: Snapshot, userId: string): Promise<View>;
}

const send = (socket: WebSocket, message: GameSocketMessage<unknown>) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** Why a viewer is not shown the room, which the page says in its reader's language (0046). */
const said = {
  noLongerInThisGame: /*i18n*/ {
    id: 'games.live.no-longer-in-this-game',
    message: 'You are no longer in this game.',
  },
  sayWhichGame: /*i18n*/ { id: 'games.live.say-which-game', message: 'Say which game to watch.' },
  notInThisGame: /*i18n*/ {
    id: 'games.live.not-in-this-game',
    message: 'You are not in this game.',
  },
  couldNotOpen: /*i18n*/ {
    id: 'games.live.could-not-be-opened',
    message: 'The game could not be opened.',
  },
} satisfies Record<string, ServerMessage>;

/** A refusal as the socket sends it: the English, and its catalogue entry when it has one. */
const refusalOf = (why: ServerMessage | AppError): GameSocketMessage<unknown> =>
  why instanceof AppError
    ? { type: 'refused', message: why.message, ...(why.entry && { entry: why.entry }) }
    : { type: 'refused', message: translate('en', why), entry: entryOf(why) };

/**
 * A live socket (decision 0018): a viewer says which room and who they are, then receives the
 * room as they see it whenever it changes, on whichever instance the change was made. It only
 * pushes; every move is a call of the endpoint table, authorised there. Game master and the
 * password game each have one, on the same bus: a room id names one room of either.
 */
export function registerLiveSocket<Snapshot, View extends { serverTime: string }>(
  app: FastifyInstance,
  endpoint: Endpoint,
  deps: { rooms: LiveRooms<Snapshot, View>; bus: GameBus; checkToken: CheckToken },
) {
  const { rooms, bus, checkToken } = deps;
  const viewers = new Map<string, Set<Viewer>>();
  const open = sharedGauge(app.platform.metrics, {
    name: 'sparked_live_sockets',
    help: 'Viewers watching a live room, by socket endpoint.',
    labelNames: ['socket'],
  }).labels({ socket: endpoint.path });
  const watchedRooms = sharedGauge(app.platform.metrics, {
    name: 'sparked_live_rooms',
    help: 'Rooms with at least one viewer on this instance, by socket endpoint.',
    labelNames: ['socket'],
  }).labels({ socket: endpoint.path });
  const pending = new Set<string>();

  async function push(roomId: string) {
    pending.delete(roomId);
    const watching = viewers.get(roomId);
    if (!watching?.size) return;
    const snapshot = await rooms.snapshot(roomId);
    if (!snapshot) return;
    for (const viewer of watching) {
      try {
        const room = await rooms.present(snapshot, viewer.userId);
        const { serverTime: _, ...seen } = room;
        const key = JSON.stringify(seen);
        if (key === viewer.sent) continue;
        viewer.sent = key;
        send(viewer.socket, { type: 'room', room });
      } catch {
        send(viewer.socket, refusalOf(said.noLongerInThisGame));
      }
    }
  }

  const unsubscribe = bus.subscribe((roomId) => {
    if (!viewers.has(roomId) || pending.has(roomId)) return;
    pending.add(roomId);
    setTimeout(() => {
      push(roomId).catch((error: unknown) => app.log.error({ err: error, roomId }, 'game push'));
    }, pushDelayMs);
  });

  const pinger = setInterval(() => {
    for (const watching of viewers.values())
      for (const viewer of watching) {
        if (!viewer.alive) viewer.socket.terminate();
        viewer.alive = false;
        viewer.socket.ping();
      }
  }, pingEveryMs);
  app.addHook('onClose', async () => {
    clearInterval(pinger);
    unsubscribe();
    // 1012 (Service Restart): the client reconnects at once, to an instance that is not stopping.
    for (const watching of viewers.values())
      for (const viewer of watching) viewer.socket.close(1012, 'restarting');
  });

  app.socketEndpoint(endpoint, (socket) => {
    const refuse = (why: ServerMessage | AppError) => {
      send(socket, refusalOf(why));
      socket.close(4000, 'refused');
    };
    const silence = setTimeout(() => refuse(said.sayWhichGame), helloTimeoutMs);
    socket.once('message', async (raw) => {
      clearTimeout(silence);
      const hello = helloSchema.safeParse(safeJson(raw.toString()));
      if (!hello.success) return refuse(said.sayWhichGame);
      try {
        const claims = await checkToken(hello.data.token);
        const { roomId } = hello.data;
        const snapshot = await rooms.snapshot(roomId);
        if (!snapshot) return refuse(notInRoom());
        const room = await rooms.present(snapshot, claims.id);
        const viewer: Viewer = { socket, userId: claims.id, alive: true, sent: '' };
        const watching = viewers.get(roomId) ?? new Set<Viewer>();
        watching.add(viewer);
        viewers.set(roomId, watching);
        open.inc();
        watchedRooms.set(viewers.size);
        socket.on('pong', () => {
          viewer.alive = true;
        });
        socket.on('close', () => {
          watching.delete(viewer);
          if (watching.size === 0) viewers.delete(roomId);
          open.dec();
          watchedRooms.set(viewers.size);
        });
        send(socket, { type: 'room', room });
      } catch (error) {
        refuse(error instanceof AppError ? error : said.couldNotOpen);
        if (!(error instanceof AppError)) app.log.error({ err: error }, 'game socket');
      }
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
