import {
  accessCookieName,
  apiPrefixes,
  endpoints,
  refreshCookieName,
  sessionCookieNames,
} from '@sparked/contracts';
import { buildUrl } from '@sparked/features/api-client';
import { sessionHintPattern, tokensStorageKey } from '@sparked/features/session';
import { earlyRestoreGlobal } from './early-restore';

/** What the inline restore needs to know, read from the same sources the session reads. */
export interface EarlyRestoreConfig {
  global: string;
  hintPattern: string;
  tokensKey: string;
  cookieUrl: string;
  cookieBody: string;
  refreshUrl: string;
  accessName: string;
  refreshName: string;
}

export function earlyRestoreConfig(ssoBaseUrl: string = apiPrefixes.sso): EarlyRestoreConfig {
  return {
    global: earlyRestoreGlobal,
    hintPattern: sessionHintPattern.source,
    tokensKey: tokensStorageKey,
    // Byte for byte what the session's client sends, so the session finds these answers.
    cookieUrl: buildUrl(ssoBaseUrl, endpoints.cookie.path),
    cookieBody: JSON.stringify({ names: [...sessionCookieNames] }),
    refreshUrl: buildUrl(ssoBaseUrl, endpoints.refreshTokens.path),
    accessName: accessCookieName,
    refreshName: refreshCookieName,
  };
}

/**
 * The document's inline script (decision 0043): when the session hint cookie says this browser is
 * signed in and the tab holds no access token (a new tab, the first visit of the day), it reads
 * the session cookies at once and, when the access cookie has expired, refreshes, while the app's
 * code downloads; the session adopts the answers (`takeEarlyAnswers`). It runs as the page's first
 * script, from its own source text, so it refers to nothing outside itself.
 */
export function startEarlyRestore(config: EarlyRestoreConfig): void {
  let stored: { accessToken?: unknown } | null = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(config.tokensKey) ?? 'null');
  } catch {
    // Storage denied (an LMS's frame): the session keeps tokens in memory, so the tab holds none.
  }
  if (stored?.accessToken || !new RegExp(config.hintPattern).test(document.cookie)) return;
  // Each answer twice: one to read here, one for the session.
  const post = (url: string, body: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'include',
    }).then((response) => [response, response.clone()] as const);
  const cookieRead = post(config.cookieUrl, config.cookieBody);
  // Only an expired access cookie calls for a refresh; an unreadable answer asks nothing more.
  const refreshBody = cookieRead
    .then(([response]) => (response.ok ? response.json() : null))
    .then((answer) => {
      const cookies = answer?.data?.cookies ?? {};
      const refreshToken = cookies[config.refreshName];
      return refreshToken && !cookies[config.accessName] ? JSON.stringify({ refreshToken }) : null;
    })
    .catch(() => null);
  (window as unknown as Record<string, unknown>)[config.global] = [
    {
      url: config.cookieUrl,
      answer: cookieRead.then(([, response]) => ({ body: config.cookieBody, response })),
    },
    {
      url: config.refreshUrl,
      answer: refreshBody.then((body) =>
        body === null
          ? null
          : post(config.refreshUrl, body).then(([, response]) => ({ body, response })),
      ),
    },
  ];
}

/** The inline script's text: `startEarlyRestore` called with the build's configuration. */
export function earlyRestoreScript(ssoBaseUrl?: string): string {
  return `(${startEarlyRestore.toString()})(${JSON.stringify(earlyRestoreConfig(ssoBaseUrl))});`;
}
