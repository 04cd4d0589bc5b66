import { t } from '@lingui/core/macro';
import {
  endpointRoutes,
  type GameSocketHello,
  type GameSocketMessage,
  mountedPath,
} from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { catalogueSentence } from '../../api-client';
import type { Session } from '../../session';
import { keepNewerRoom } from './keep-room';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** Waits before reconnecting: quick at first, then no faster than every 8 seconds. */
/** The close code an instance that is stopping sends (RFC 6455 registry: Service Restart). */
const serviceRestart = 1012;
const backoffMs = [500, 1000, 2000, 4000, 8000] as const;

/** The live sockets: game master's rooms and the password game's. */
export type LiveSocket = 'gameLive' | 'passwordLive';

const socketUrl = (socket: LiveSocket) => {
  const url = new URL(mountedPath(endpointRoutes[socket]), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
};

/**
 * Keeps the room's cache entry current from its live socket. A dropped connection (a phone
 * locking, Wi-Fi changing, a server restart) reconnects by itself and the first message brings
 * the room as it is now, so a player carries on with their score.
 */
export function useLiveGameRoom(session: Session, roomId: string, live: LiveSocket = 'gameLive') {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = async () => {
      clearTimeout(retry);
      if (stopped) return;
      await session.resolveClaims();
      const token = session.getTokens()?.accessToken;
      if (stopped) return;
      if (!token) {
        setStatus('refused');
        setRefusal(t`Sign in again to carry on.`);
        return;
      }
      const current = new WebSocket(socketUrl(live));
      socket = current;
      current.onopen = () => {
        const hello: GameSocketHello = { type: 'hello', token, roomId };
        current.send(JSON.stringify(hello));
      };
      current.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as GameSocketMessage<{
          id: string;
          serverTime: string;
        }>;
        if (message.type === 'refused') {
          stopped = true;
          setStatus('refused');
          setRefusal(catalogueSentence(message.message, message.entry));
          return;
        }
        attempt = 0;
        setStatus('live');
        keepNewerRoom(queryClient, message.room);
      };
      current.onclose = (event) => {
        if (stopped || socket !== current) return;
        setStatus('reconnecting');
        // 1012: the instance is restarting and another takes over now; a moment's jitter keeps
        // every player of the room from arriving in the same millisecond.
        const wait =
          event.code === serviceRestart
            ? Math.random() * 250
            : backoffMs[Math.min(attempt, backoffMs.length - 1)];
        retry = setTimeout(() => void connect(), wait);
        attempt += 1;
      };
    };

    /** Back in view or back online: try now rather than at the end of the wait. */
    const wake = () => {
      if (document.visibilityState === 'visible' && socket?.readyState === WebSocket.CLOSED)
        void connect();
    };

    void connect();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      stopped = true;
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      socket?.close();
    };
  }, [session, roomId, live, queryClient]);

  return { status, refusal };
}
