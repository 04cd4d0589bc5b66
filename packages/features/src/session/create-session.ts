import type {
  AccessTokenClaims,
  LoginRequest,
  RegisterStudentRequest,
  TokenPair,
} from '@sparked/contracts';
import {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  singleFlight,
} from '@sparked/features/api-client';
import { endSession } from './api/end-session';
import { exchangeLaunchCode } from './api/exchange-launch-code';
import { fetchCookieTokens } from './api/fetch-cookie-tokens';
import { refreshTokens } from './api/refresh-tokens';
import { logIn, type Registration, register, type StartedSession } from './api/start-session';
import { decodeToken, isTokenExpired } from './model/decode-token';
import { deleteReadableCookies } from './model/delete-readable-cookies';
import { answeringEarly, type EarlyAnswer } from './model/early-answers';
import { forgetSessionHint, hasSessionHint } from './model/session-hint';
import { storageOrMemory } from './model/tab-storage';
import { clearTokens, readTokens, writeTokens } from './model/token-storage';

/** What React renders from; the same object until the session changes (useSyncExternalStore). */
export interface SessionSnapshot {
  /** Claims of the stored access token, expired or not; null when none or unreadable. */
  claims: AccessTokenClaims | null;
  /** True while logout runs; tokens are not fetched again meanwhile (spec §4). */
  loggingOut: boolean;
}

export interface Session {
  /** The API client, sending this session's access token and refreshing it on 401/403. */
  readonly client: ApiClient;
  getTokens(): TokenPair | null;
  getClaims(): AccessTokenClaims | null;
  /** Holds an access token that is readable and not (about to be) expired. */
  isAuthenticated(): boolean;
  /** Reads the SSO cookies into session storage when it holds no access token (spec §4). */
  ensureTokens(): Promise<TokenPair | null>;
  /** For route guards: valid claims after fetching or refreshing tokens as needed, else null. */
  resolveClaims(): Promise<AccessTokenClaims | null>;
  /**
   * For pages that also work signed out: takes up the session another tab of this browser holds,
   * asking the SSO only when its readable hint cookie says there is one.
   */
  restore(): Promise<void>;
  /** Trades the refresh token for a new pair; parallel calls share one request. */
  refresh(): Promise<boolean>;
  /** Resolves the signed-in user's tokens and profile; rejects with an ApiError (field issues). */
  signIn(credentials: LoginRequest): Promise<StartedSession>;
  /** Signs the new student in, or answers `checkEmail` (and stores nothing) for a taken address. */
  registerStudent(payload: RegisterStudentRequest): Promise<Registration>;
  /** Signs in with an LMS launch's one-time code; rejects with an ApiError when it is spent. */
  startFromLaunch(code: string): Promise<StartedSession>;
  logout(): Promise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
}

export interface CreateSessionOptions
  extends Pick<ApiClientOptions, 'baseUrls' | 'fetch' | 'onAuthFailure'> {
  /**
   * Where the token pair lives; session storage by default (spec §3), or the page's memory where
   * the browser denies storage (an LMS's iframe with third-party cookies blocked).
   */
  storage?: Storage;
  /** Cleared at logout with the session storage (spec §4); memory where it is denied too. */
  localStorage?: Storage;
  /**
   * The restore the document started before the app's code arrived (decision 0043): the session's
   * own cookie read and refresh take these answers instead of asking again.
   */
  earlyAnswers?: readonly EarlyAnswer[];
}

function claimsOf(accessToken: string | null): AccessTokenClaims | null {
  if (accessToken === null) return null;
  try {
    return decodeToken(accessToken);
  } catch {
    return null;
  }
}

/** The signed-in state of one browser tab and the transitions of spec §4. */
export function createSession(options: CreateSessionOptions): Session {
  const storage = options.storage ?? storageOrMemory(() => globalThis.sessionStorage);
  const local = options.localStorage ?? storageOrMemory(() => globalThis.localStorage);
  const listeners = new Set<() => void>();
  let loggingOut = false;
  // Bumped by logout: tokens that arrive for a call started before it are dropped, not stored.
  let epoch = 0;
  let snapshot: SessionSnapshot = { claims: null, loggingOut };
  let snapshotToken: string | null | undefined;
  // True while the stored pair is the one ensureTokens just read from the cookies: a refresh then
  // need not read them again (on a new tab with an expired access cookie that was a third round
  // trip in front of the page's data, decision 0043).
  let pairFromCookies = false;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const getTokens = () => readTokens(storage);

  const store = (tokens: TokenPair, startedIn: number): boolean => {
    if (startedIn !== epoch) return false;
    writeTokens(storage, tokens);
    notify();
    return true;
  };

  const getSnapshot = (): SessionSnapshot => {
    // Storage is the source of truth; decode again only when the token or the flag changed.
    const accessToken = getTokens()?.accessToken ?? null;
    if (accessToken !== snapshotToken || loggingOut !== snapshot.loggingOut) {
      snapshotToken = accessToken;
      snapshot = { claims: claimsOf(accessToken), loggingOut };
    }
    return snapshot;
  };

  const getClaims = () => getSnapshot().claims;

  const isUsable = (claims: AccessTokenClaims | null) =>
    claims !== null && !isTokenExpired(claims, Date.now());

  const isAuthenticated = () => isUsable(getClaims());

  const refresh = singleFlight(async () => {
    const stored = getTokens()?.refreshToken;
    if (loggingOut || !stored) return false;
    const startedIn = epoch;
    // Another tab of this browser may have rotated the pair: the cookies hold the newest, and
    // spending this tab's stale refresh token would count as reuse and end the session in all tabs.
    const latest = pairFromCookies ? null : await fetchCookieTokens(client);
    pairFromCookies = false;
    if (latest?.refreshToken && latest.refreshToken !== stored) {
      if (isUsable(claimsOf(latest.accessToken))) return store(latest, startedIn);
    }
    const refreshToken = latest?.refreshToken || stored;
    try {
      return store(await refreshTokens(client, refreshToken), startedIn);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A rejected token is spent for good: drop the pair so the next ensureTokens reads the cookies.
      if (error.status === 401 && startedIn === epoch) {
        clearTokens(storage);
        notify();
      }
      return false;
    }
  });

  const client = createApiClient({
    baseUrls: options.baseUrls,
    fetch: options.earlyAnswers
      ? answeringEarly(options.fetch, options.earlyAnswers)
      : options.fetch,
    getAccessToken: () => getTokens()?.accessToken,
    refresh,
    onAuthFailure: options.onAuthFailure,
  });

  const ensureTokens = singleFlight(async () => {
    if (loggingOut) return null;
    const stored = getTokens();
    if (stored?.accessToken) return stored;
    const startedIn = epoch;
    const tokens = await fetchCookieTokens(client);
    if (!tokens || !store(tokens, startedIn)) return null;
    pairFromCookies = true;
    return tokens;
  });

  const resolveClaims = async () => {
    await ensureTokens();
    if (isAuthenticated()) return getClaims();
    return (await refresh()) && isAuthenticated() ? getClaims() : null;
  };

  const restore = async () => {
    if (getTokens()?.accessToken || !hasSessionHint()) return;
    if (!(await resolveClaims())) forgetSessionHint();
  };

  const begin = async <R extends Registration>(call: () => Promise<R>) => {
    const startedIn = epoch;
    const started = await call();
    if ('accessToken' in started) store(started, startedIn);
    return started;
  };

  const logout = singleFlight(async () => {
    loggingOut = true;
    epoch += 1;
    notify();
    try {
      // endSession resolves whatever the SSO says, so local sign-out always happens.
      await endSession(client, getTokens()?.refreshToken || undefined);
      deleteReadableCookies();
      local.clear();
      storage.clear();
    } finally {
      loggingOut = false;
      notify();
    }
  });

  return {
    client,
    getTokens,
    getClaims,
    isAuthenticated,
    ensureTokens,
    resolveClaims,
    restore,
    refresh,
    signIn: (credentials) => begin(() => logIn(client, credentials)),
    registerStudent: (payload) => begin(() => register(client, payload)),
    startFromLaunch: (code) => begin(() => exchangeLaunchCode(client, code)),
    logout,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
  };
}
