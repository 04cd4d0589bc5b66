export { SessionProvider, useSession } from './components/session-provider';
export {
  type CreateSessionOptions,
  createSession,
  type Session,
  type SessionSnapshot,
} from './create-session';
export { decodeToken, InvalidTokenError, isTokenExpired } from './model/decode-token';
export type { EarlyAnswer } from './model/early-answers';
export { hasSessionHint, sessionHintPattern } from './model/session-hint';
export { storageOrMemory } from './model/tab-storage';
export { tokensStorageKey } from './model/token-storage';
