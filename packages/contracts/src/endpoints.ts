/**
 * Every call of spec §7 that is built so far: which API serves it, its method and path under that
 * API's base, whether it carries the access token and whether a 401/403 may refresh and retry.
 */
export const apiNames = ['sso', 'main', 'tools', 'sparked'] as const;
export type ApiName = (typeof apiNames)[number];

/** Same-origin prefixes the server mounts each API on (ARCHITECTURE.md "The four APIs"). */
export const apiPrefixes = {
  sso: '/sso',
  main: '/api',
  tools: '/tools-api',
  sparked: '/sparked-api',
} as const satisfies Record<ApiName, string>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointAuth = 'none' | 'optional' | 'required';

export interface Endpoint {
  readonly api: ApiName;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly retry: boolean;
}

export const endpoints = {
  registerStudent: {
    api: 'sso',
    method: 'POST',
    path: '/auth/register/student',
    auth: 'none',
    retry: false,
  },
  login: { api: 'sso', method: 'POST', path: '/auth/login', auth: 'none', retry: false },
  cookie: { api: 'sso', method: 'POST', path: '/cookie', auth: 'none', retry: false },
  refreshTokens: {
    api: 'sso',
    method: 'POST',
    path: '/auth/tokens/refresh',
    auth: 'none',
    retry: false,
  },
  logout: { api: 'sso', method: 'DELETE', path: '/auth/logout', auth: 'none', retry: false },
  me: { api: 'sso', method: 'GET', path: '/auth/me', auth: 'required', retry: true },
  jwks: { api: 'sso', method: 'GET', path: '/.well-known/jwks.json', auth: 'none', retry: false },
  themes: { api: 'main', method: 'GET', path: '/website/themes', auth: 'none', retry: false },
  analyticsEvent: {
    api: 'main',
    method: 'POST',
    path: '/analytics/events',
    auth: 'optional',
    retry: true,
  },
  currentModuleAuthor: {
    api: 'sparked',
    method: 'GET',
    path: '/module-authors/:moduleId/author',
    auth: 'required',
    retry: true,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` segments of an endpoint path, URI-encoding each value. */
export function endpointPath(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
}
