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
  wallets: { api: 'tools', method: 'GET', path: '/wallets', auth: 'required', retry: true },
  walletGrant: {
    api: 'tools',
    method: 'POST',
    path: '/wallets/grants',
    auth: 'required',
    retry: true,
  },
  walletLedger: {
    api: 'tools',
    method: 'GET',
    path: '/wallets/ledger',
    auth: 'required',
    retry: true,
  },
  claimReward: { api: 'tools', method: 'POST', path: '/rewards', auth: 'required', retry: true },
  userTags: {
    api: 'tools',
    method: 'GET',
    path: '/rewards/user-tags',
    auth: 'required',
    retry: true,
  },
  rewardRules: {
    api: 'tools',
    method: 'GET',
    path: '/rewards/rules',
    auth: 'required',
    retry: true,
  },
  createRewardRule: {
    api: 'tools',
    method: 'POST',
    path: '/rewards/rules',
    auth: 'required',
    retry: true,
  },
  updateRewardRule: {
    api: 'tools',
    method: 'PUT',
    path: '/rewards/rules/:id',
    auth: 'required',
    retry: true,
  },
  tokenStore: { api: 'tools', method: 'GET', path: '/token-store', auth: 'required', retry: true },
  storeItems: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/items',
    auth: 'required',
    retry: true,
  },
  createStoreItem: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/items',
    auth: 'required',
    retry: true,
  },
  updateStoreItem: {
    api: 'tools',
    method: 'PUT',
    path: '/token-store/items/:id',
    auth: 'required',
    retry: true,
  },
  // A 401/403 is answered before anything is bought, so the retry after a refresh is safe; send
  // the same Idempotency-Key on it.
  purchaseItem: {
    api: 'sparked',
    method: 'POST',
    path: '/items/:id/purchase',
    auth: 'required',
    retry: true,
  },
  avatar: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/avatar',
    auth: 'required',
    retry: true,
  },
  avatars: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/avatars',
    auth: 'required',
    retry: true,
  },
  saveAvatar: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/avatar',
    auth: 'required',
    retry: true,
  },
  // Assistants and the help desk (decision 0005). A 401/403 is answered before a run starts, so
  // the retry after a refresh is safe.
  assistantPrompt: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/:kind/assistants',
    auth: 'required',
    retry: true,
  },
  assistantPromptBySlug: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/:kind/assistants/:assistantSlug',
    auth: 'required',
    retry: true,
  },
  assistantRun: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/:kind/assistants/thread/:threadId/run/:runId',
    auth: 'required',
    retry: true,
  },
  assistantThread: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/:kind/assistants/thread/:threadId',
    auth: 'required',
    retry: true,
  },
  assistants: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/:kind/assistants',
    auth: 'required',
    retry: true,
  },
  helpDeskGreeting: {
    api: 'tools',
    method: 'GET',
    path: '/help-desk/greeting',
    auth: 'required',
    retry: true,
  },
  helpDeskPushThread: {
    api: 'tools',
    method: 'POST',
    path: '/help-desk/threads/push',
    auth: 'required',
    retry: true,
  },
  helpDeskSavedThread: {
    api: 'tools',
    method: 'GET',
    path: '/help-desk/threads/:threadId',
    auth: 'required',
    retry: true,
  },
  // Multipart form (spec §7), not JSON; files are refused before anything is stored, so the retry
  // after a refresh is safe.
  createTicket: {
    api: 'tools',
    method: 'POST',
    path: '/jira/user-issue',
    auth: 'required',
    retry: true,
  },
  ownTickets: {
    api: 'tools',
    method: 'GET',
    path: '/jira/user-issues',
    auth: 'required',
    retry: true,
  },
  tickets: { api: 'tools', method: 'GET', path: '/jira/tickets', auth: 'required', retry: true },
  ticket: {
    api: 'tools',
    method: 'GET',
    path: '/jira/tickets/:key',
    auth: 'required',
    retry: true,
  },
  ticketStatus: {
    api: 'tools',
    method: 'PUT',
    path: '/jira/tickets/:key/status',
    auth: 'required',
    retry: true,
  },
  // Answers image/png: fetch in blob mode with the bearer token.
  ticketAttachment: {
    api: 'tools',
    method: 'GET',
    path: '/jira/attachments/:attachmentId',
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
