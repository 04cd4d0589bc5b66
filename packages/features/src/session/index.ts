export { SessionProvider, useSession } from './components/session-provider';
export {
  type CreateSessionOptions,
  createSession,
  type Session,
  type SessionSnapshot,
} from './create-session';
export { decodeToken, InvalidTokenError, isTokenExpired } from './model/decode-token';
export { hasSessionHint } from './model/session-hint';
export { storageOrMemory } from './model/tab-storage';
