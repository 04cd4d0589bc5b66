import type { UserRole } from '../session/constants';

// How each call is sent: what the server mounts and the web client needs, without the schemas,
// so that sending a call does not bring every schema of the table into the browser.

export const apiNames = ['sso', 'main', 'tools', 'sparked', 'ops', 'lti'] as const;
export type ApiName = (typeof apiNames)[number];

/**
 * Same-origin prefixes the server mounts each of the four APIs on; `ops`
 * holds the load balancer's probes at the root, and `lti` what an LMS calls (LTI 1.3), at
 * addresses a platform registers once.
 */
export const apiPrefixes = {
  sso: '/sso',
  main: '/api',
  tools: '/tools-api',
  sparked: '/sparked-api',
  ops: '',
  lti: '/lti',
} as const satisfies Record<ApiName, string>;

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call: `public` (anyone; a token that is sent must still be valid), `user` (any
 * signed-in user) or the roles allowed. There is no default: an entry without it does not compile.
 */
export type EndpointAuth = 'public' | 'user' | readonly UserRole[];

/**
 * Media types a success may send instead of JSON: images, the API docs page's files, and signed
 * credentials (`application/vc+jwt`, a VC secured as a JWT).
 */
export type NonJsonMediaType =
  | 'application/pdf'
  | 'application/vc+jwt'
  | 'application/zip'
  | 'image/png'
  | 'image/webp'
  | 'text/html'
  | 'text/javascript'
  | 'text/css'
  | 'text/csv'
  | 'text/plain';

/** Where and how a call is sent: the part of an endpoint table entry a client needs. */
export interface EndpointRoute {
  readonly api: ApiName;
  readonly method: HttpMethod;
  /** Under the API's prefix, in the spec's form: `{name}` marks a path parameter. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Whether a 401/403 may refresh the tokens and repeat the call once (spec §7); default true. */
  readonly retry?: boolean;
  /** Success status; default 200. A 204 has no body; a 302 redirects (a browser's call). */
  readonly status?: 200 | 201 | 202 | 204 | 302;
  /** What a success sends when it is not JSON. */
  readonly produces?: NonJsonMediaType;
  /**
   * The optional Idempotency-Key header makes a repeat answer the first answer (decision 0003);
   * the web app sends one with each of these calls, the same one when it sends a call again.
   */
  readonly idempotent?: boolean;
}

/** Parameter names in a path, in order: `/a/{b}/c/{d}` → `['b', 'd']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills `{name}` segments of an endpoint path, URI-encoding each value. */
export function endpointPath(
  endpoint: Pick<EndpointRoute, 'path'>,
  params: Record<string, string> = {},
): string {
  return endpoint.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
}

/** The full path the server mounts an endpoint on, in the spec's `{name}` form. */
export const mountedPath = (endpoint: Pick<EndpointRoute, 'api' | 'path'>) =>
  `${apiPrefixes[endpoint.api]}${endpoint.path}`;

/** Whether a 401/403 may refresh the tokens and repeat the call once. */
export const mayRetry = (endpoint: Pick<EndpointRoute, 'retry'>) => endpoint.retry !== false;

/** Whether the endpoint needs a signed-in user (any role, or one of a list). */
export const needsUser = (endpoint: Pick<EndpointRoute, 'auth'>) => endpoint.auth !== 'public';

/** Roles allowed, or null when any signed-in user (or anyone) may call. */
export const allowedRoles = (endpoint: Pick<EndpointRoute, 'auth'>): readonly UserRole[] | null =>
  typeof endpoint.auth === 'string' ? null : endpoint.auth;
