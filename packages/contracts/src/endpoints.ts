import { z } from 'zod';
import { adminEndpoints } from './admin-endpoints';
import { analyticsEventRequestSchema, analyticsEventResponseSchema } from './analytics';
import {
  assistantKindSchema,
  assistantPromptRequestSchema,
  assistantPromptResponseSchema,
  assistantSlugSchema,
  assistantsResponseSchema,
  runIdSchema,
  runResponseSchema,
  threadIdSchema,
  threadResponseSchema,
} from './assistants';
import {
  cookieRequestSchema,
  cookieResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  meResponseSchema,
  passwordResetSentResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerStudentRequestSchema,
  registerStudentResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionResponseSchema,
} from './auth';
import {
  avatarQuerySchema,
  avatarResponseSchema,
  avatarsQuerySchema,
  avatarsResponseSchema,
  saveAvatarRequestSchema,
  saveAvatarResponseSchema,
} from './avatar';
import { classEndpoints } from './class-endpoints';
import { codeBoxEndpoints } from './code-box-endpoints';
import { competitionEndpoints } from './competition-endpoints';
import type { EndpointRoute } from './endpoint-route';
import { eventEndpoints } from './event-endpoints';
import { gameEndpoints } from './game-endpoints';
import {
  createTicketResponseSchema,
  helpDeskGreetingResponseSchema,
  ownTicketsQuerySchema,
  ownTicketsResponseSchema,
  pushThreadRequestSchema,
  pushThreadResponseSchema,
  savedThreadResponseSchema,
  ticketFormSchema,
  ticketImageTypes,
  ticketKeySchema,
  ticketLimits,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketResponseSchema,
  ticketStatusRequestSchema,
  ticketStatusResponseSchema,
} from './help-desk';
import { leagueEndpoints } from './league-endpoints';
import { moduleEndpoints } from './module-endpoints';
import { passwordEndpoints } from './password-endpoints';
import { paymentEndpoints } from './payment-endpoints';
import {
  jwksResponseSchema,
  livenessResponseSchema,
  openApiDocumentSchema,
  readinessResponseSchema,
} from './platform';
import { puzzleEndpoints } from './puzzle-endpoints';
import {
  rewardClaimRequestSchema,
  rewardClaimResponseSchema,
  rewardRuleIdSchema,
  rewardRuleRequestSchema,
  rewardRuleResponseSchema,
  rewardRulesResponseSchema,
  userTagsResponseSchema,
} from './rewards';
import type { UserRole } from './session-tokens';
import { studentAreaEndpoints } from './student-area-endpoints';
import { themesResponseSchema } from './theme';
import {
  purchaseRequestSchema,
  purchaseResponseSchema,
  storeCategoriesResponseSchema,
  storeCategoryFieldsSchema,
  storeCategoryIdSchema,
  storeCategoryResponseSchema,
  storeItemIdSchema,
  storeItemRequestSchema,
  storeItemResponseSchema,
  storeItemsResponseSchema,
  tokenStoreResponseSchema,
} from './token-store';
import {
  walletGrantRequestSchema,
  walletGrantResponseSchema,
  walletLedgerQuerySchema,
  walletLedgerResponseSchema,
  walletsResponseSchema,
} from './wallets';

/** An entry of the endpoint table: how the call is sent, what it takes and what it answers. */
export interface Endpoint extends EndpointRoute {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The handler also gets the body's exact bytes (`request.rawBody`), to check a signature. */
  readonly rawBody?: boolean;
  /** A larger body limit than the server's default, for calls that carry whole documents. */
  readonly maxBodyBytes?: number;
  /** `multipart`: `body` describes the text fields of a multipart form; files come beside them. */
  readonly bodyType?: 'json' | 'multipart';
  /** The repeated file part of a multipart form, beside the text fields `body` describes. */
  readonly files?: {
    readonly field: string;
    readonly mediaTypes: readonly string[];
    readonly maxCount: number;
  };
  /**
   * A WebSocket: its GET upgrades, and what travels on it is typed beside the table; a plain GET
   * answers 426.
   */
  readonly socket?: true;
  /** The success body; absent for 204, for files and for sockets. */
  readonly response?: z.ZodType;
  readonly summary: string;
  readonly tags: readonly string[];
}

const admin = ['admin'] as const satisfies readonly UserRole[];

const storeItemParams = z.strictObject({ id: storeItemIdSchema });
const rewardRuleParams = z.strictObject({ id: rewardRuleIdSchema });
const kindParams = z.strictObject({ kind: assistantKindSchema });
const threadParams = kindParams.extend({ threadId: threadIdSchema });
const ticketParams = z.strictObject({ key: ticketKeySchema });

/**
 * The endpoint table (decision 0006): every call the server answers, once. The server registers
 * its routes from these entries, the web client derives its fetchers from them, the OpenAPI
 * document is generated from them, and the denial and bad-input tests walk them.
 */
export const endpoints = {
  // Single sign-on (spec §7).
  registerStudent: {
    api: 'sso',
    method: 'POST',
    path: '/auth/register/student',
    auth: 'public',
    retry: false,
    body: registerStudentRequestSchema,
    status: 201,
    response: registerStudentResponseSchema,
    summary:
      'Register a student account and sign it in; an address that has an account gets { checkEmail: true } and its owner an email',
    tags: ['Sessions'],
  },
  login: {
    api: 'sso',
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    retry: false,
    body: loginRequestSchema,
    response: sessionResponseSchema,
    summary: 'Sign in with email and password; sets the actkn and rftkn cookies',
    tags: ['Sessions'],
  },
  forgotPassword: {
    api: 'sso',
    method: 'POST',
    path: '/auth/password/forgot',
    auth: 'public',
    retry: false,
    body: forgotPasswordRequestSchema,
    status: 202,
    response: passwordResetSentResponseSchema,
    summary:
      'Email a password-reset link, if an active account uses the address (same answer either way)',
    tags: ['Sessions'],
  },
  resetPassword: {
    api: 'sso',
    method: 'POST',
    path: '/auth/password/reset',
    auth: 'public',
    retry: false,
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    summary: 'Set a new password with a reset link’s token (once); every session ends',
    tags: ['Sessions'],
  },
  cookie: {
    api: 'sso',
    method: 'POST',
    path: '/cookie',
    auth: 'public',
    retry: false,
    body: cookieRequestSchema,
    response: cookieResponseSchema,
    summary: 'Read the HttpOnly session cookies into the web app (spec §4)',
    tags: ['Sessions'],
  },
  refreshTokens: {
    api: 'sso',
    method: 'POST',
    path: '/auth/tokens/refresh',
    auth: 'public',
    retry: false,
    body: refreshRequestSchema,
    response: refreshResponseSchema,
    summary: 'Rotate the refresh token for a new token pair',
    tags: ['Sessions'],
  },
  logout: {
    api: 'sso',
    method: 'DELETE',
    path: '/auth/logout',
    auth: 'public',
    retry: false,
    body: logoutRequestSchema,
    status: 204,
    summary: 'Revoke the refresh token (body or cookie) and clear the cookies',
    tags: ['Sessions'],
  },
  me: {
    api: 'sso',
    method: 'GET',
    path: '/auth/me',
    auth: 'user',
    response: meResponseSchema,
    summary: 'The signed-in user',
    tags: ['Sessions'],
  },
  jwks: {
    api: 'sso',
    method: 'GET',
    path: '/.well-known/jwks.json',
    auth: 'public',
    retry: false,
    response: jwksResponseSchema,
    summary: 'Public keys that verify access tokens',
    tags: ['Sessions'],
  },

  // Main API.
  themes: {
    api: 'main',
    method: 'GET',
    path: '/website/themes',
    auth: 'public',
    retry: false,
    response: themesResponseSchema,
    summary: 'Colour palettes keyed by theme name',
    tags: ['Site'],
  },
  analyticsEvent: {
    api: 'main',
    method: 'POST',
    path: '/analytics/events',
    auth: 'public',
    body: analyticsEventRequestSchema,
    status: 202,
    response: analyticsEventResponseSchema,
    summary: "Record a page view (anonymous, or the signed-in user's)",
    tags: ['Site'],
  },

  // Wallets and rewards (decision 0003).
  wallets: {
    api: 'tools',
    method: 'GET',
    path: '/wallets',
    auth: 'user',
    response: walletsResponseSchema,
    summary: 'Balances and replenish timers of the signed-in user',
    tags: ['Wallets'],
  },
  walletGrant: {
    api: 'tools',
    method: 'POST',
    path: '/wallets/grants',
    auth: admin,
    idempotent: true,
    body: walletGrantRequestSchema,
    status: 201,
    response: walletGrantResponseSchema,
    summary: 'Grant or revoke an amount in a user wallet',
    tags: ['Wallets'],
  },
  walletLedger: {
    api: 'tools',
    method: 'GET',
    path: '/wallets/ledger',
    auth: 'user',
    query: walletLedgerQuerySchema,
    response: walletLedgerResponseSchema,
    summary: "Ledger entries: one's own, or any user's for admins",
    tags: ['Wallets'],
  },
  claimReward: {
    api: 'tools',
    method: 'POST',
    path: '/rewards',
    auth: 'user',
    body: rewardClaimRequestSchema,
    idempotent: true,
    response: rewardClaimResponseSchema,
    summary: 'Claim the reward of a rule by its reference',
    tags: ['Rewards'],
  },
  userTags: {
    api: 'tools',
    method: 'GET',
    path: '/rewards/user-tags',
    auth: 'user',
    response: userTagsResponseSchema,
    summary: "The signed-in user's tags",
    tags: ['Rewards'],
  },
  rewardRules: {
    api: 'tools',
    method: 'GET',
    path: '/rewards/rules',
    auth: admin,
    response: rewardRulesResponseSchema,
    summary: 'Every reward rule',
    tags: ['Rewards'],
  },
  createRewardRule: {
    api: 'tools',
    method: 'POST',
    path: '/rewards/rules',
    auth: admin,
    idempotent: true,
    body: rewardRuleRequestSchema,
    status: 201,
    response: rewardRuleResponseSchema,
    summary: 'Create a reward rule',
    tags: ['Rewards'],
  },
  updateRewardRule: {
    api: 'tools',
    method: 'PUT',
    path: '/rewards/rules/{id}',
    auth: admin,
    params: rewardRuleParams,
    body: rewardRuleRequestSchema,
    response: rewardRuleResponseSchema,
    summary: 'Change a reward rule',
    tags: ['Rewards'],
  },

  // The points store and avatars.
  tokenStore: {
    api: 'tools',
    method: 'GET',
    path: '/token-store',
    auth: 'user',
    response: tokenStoreResponseSchema,
    summary: 'Store categories and items, with what the signed-in user owns',
    tags: ['Store'],
  },
  storeItems: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/items',
    auth: admin,
    response: storeItemsResponseSchema,
    summary: 'Every store item, active or not',
    tags: ['Store'],
  },
  createStoreItem: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/items',
    auth: admin,
    idempotent: true,
    body: storeItemRequestSchema,
    status: 201,
    response: storeItemResponseSchema,
    summary: 'Create a store item',
    tags: ['Store'],
  },
  updateStoreItem: {
    api: 'tools',
    method: 'PUT',
    path: '/token-store/items/{id}',
    auth: admin,
    params: storeItemParams,
    body: storeItemRequestSchema,
    response: storeItemResponseSchema,
    summary: 'Change a store item',
    tags: ['Store'],
  },
  storeCategories: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/categories',
    auth: admin,
    response: storeCategoriesResponseSchema,
    summary: 'Every store category, in store order',
    tags: ['Store'],
  },
  createStoreCategory: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/categories',
    auth: admin,
    idempotent: true,
    body: storeCategoryFieldsSchema,
    status: 201,
    response: storeCategoryResponseSchema,
    summary: 'Create a store category',
    tags: ['Store'],
  },
  updateStoreCategory: {
    api: 'tools',
    method: 'PUT',
    path: '/token-store/categories/{id}',
    auth: admin,
    params: z.strictObject({ id: storeCategoryIdSchema }),
    body: storeCategoryFieldsSchema,
    response: storeCategoryResponseSchema,
    summary: 'Change a store category',
    tags: ['Store'],
  },
  // A 401/403 is answered before anything is bought, so the retry after a refresh is safe; the
  // client sends the same Idempotency-Key on it.
  purchaseItem: {
    api: 'sparked',
    method: 'POST',
    path: '/items/{id}/purchase',
    auth: 'user',
    params: storeItemParams,
    body: purchaseRequestSchema,
    idempotent: true,
    response: purchaseResponseSchema,
    summary: 'Buy a store item; answers the wallets after the purchase',
    tags: ['Store'],
  },
  avatar: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/avatar',
    auth: 'user',
    query: avatarQuerySchema,
    response: avatarResponseSchema,
    summary: "A user's saved avatar (one's own without ?id)",
    tags: ['Avatars'],
  },
  avatars: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/avatars',
    auth: 'user',
    query: avatarsQuerySchema,
    response: avatarsResponseSchema,
    summary: 'Saved avatars of several users',
    tags: ['Avatars'],
  },
  saveAvatar: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/avatar',
    auth: 'user',
    idempotent: true,
    body: saveAvatarRequestSchema,
    response: saveAvatarResponseSchema,
    summary: "Save the signed-in user's avatar (owned parts only)",
    tags: ['Avatars'],
  },

  // Assistants (spec §7 `gpt` calls, decision 0005). A 401/403 is answered before a run starts,
  // so the retry after a refresh is safe.
  assistants: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/{kind}/assistants',
    auth: 'user',
    params: kindParams,
    response: assistantsResponseSchema,
    summary: 'Assistants of a kind',
    tags: ['Assistants'],
  },
  assistantPrompt: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/{kind}/assistants',
    auth: 'user',
    idempotent: true,
    params: kindParams,
    body: assistantPromptRequestSchema,
    status: 201,
    response: assistantPromptResponseSchema,
    summary: 'Send a prompt; starts a run on a new or saved thread',
    tags: ['Assistants'],
  },
  assistantPromptBySlug: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/{kind}/assistants/{assistantSlug}',
    auth: 'user',
    idempotent: true,
    params: kindParams.extend({ assistantSlug: assistantSlugSchema }),
    body: assistantPromptRequestSchema,
    status: 201,
    response: assistantPromptResponseSchema,
    summary: 'Send a prompt to an assistant named by its slug',
    tags: ['Assistants'],
  },
  assistantRun: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/{kind}/assistants/thread/{threadId}/run/{runId}',
    auth: 'user',
    params: threadParams.extend({ runId: runIdSchema }),
    response: runResponseSchema,
    summary: 'The status of a run (polled every 1500 ms)',
    tags: ['Assistants'],
  },
  assistantThread: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/{kind}/assistants/thread/{threadId}',
    auth: 'user',
    params: threadParams,
    response: threadResponseSchema,
    summary: "The messages of one of the signed-in user's threads, newest first",
    tags: ['Assistants'],
  },

  // Janus, the help desk (decision 0005).
  helpDeskGreeting: {
    api: 'tools',
    method: 'GET',
    path: '/help-desk/greeting',
    auth: 'user',
    response: helpDeskGreetingResponseSchema,
    summary: "Janus's opening message with its capability list",
    tags: ['Help desk'],
  },
  helpDeskPushThread: {
    api: 'tools',
    method: 'POST',
    path: '/help-desk/threads/push',
    auth: 'user',
    idempotent: true,
    body: pushThreadRequestSchema,
    response: pushThreadResponseSchema,
    summary: 'Send a message to Janus and wait briefly for the reply',
    tags: ['Help desk'],
  },
  helpDeskSavedThread: {
    api: 'tools',
    method: 'GET',
    path: '/help-desk/threads/{threadId}',
    auth: 'user',
    params: z.strictObject({ threadId: threadIdSchema }),
    response: savedThreadResponseSchema,
    summary: "The signed-in user's saved help-desk thread",
    tags: ['Help desk'],
  },
  // Multipart form (spec §7); files are refused before anything is stored, so the retry after a
  // refresh is safe.
  createTicket: {
    api: 'tools',
    method: 'POST',
    path: '/jira/user-issue',
    auth: 'user',
    idempotent: true,
    body: ticketFormSchema,
    bodyType: 'multipart',
    files: { field: 'files', mediaTypes: ticketImageTypes, maxCount: ticketLimits.maxFiles },
    status: 201,
    response: createTicketResponseSchema,
    summary: 'File a bug or assistance ticket with screenshots',
    tags: ['Tickets'],
  },
  ownTickets: {
    api: 'tools',
    method: 'GET',
    path: '/jira/user-issues',
    auth: 'user',
    query: ownTicketsQuerySchema,
    response: ownTicketsResponseSchema,
    summary: "The signed-in user's tickets, newest first",
    tags: ['Tickets'],
  },
  tickets: {
    api: 'tools',
    method: 'GET',
    path: '/jira/tickets',
    auth: admin,
    query: ticketListQuerySchema,
    response: ticketListResponseSchema,
    summary: 'Every ticket, filtered by type and status',
    tags: ['Tickets'],
  },
  ticket: {
    api: 'tools',
    method: 'GET',
    path: '/jira/tickets/{key}',
    auth: 'user',
    params: ticketParams,
    response: ticketResponseSchema,
    summary: 'One ticket (admins, or its reporter)',
    tags: ['Tickets'],
  },
  ticketStatus: {
    api: 'tools',
    method: 'PUT',
    path: '/jira/tickets/{key}/status',
    auth: admin,
    params: ticketParams,
    body: ticketStatusRequestSchema,
    response: ticketStatusResponseSchema,
    summary: "Change a ticket's status",
    tags: ['Tickets'],
  },
  // Answers image/png: the client fetches it in blob mode with the bearer token.
  ticketAttachment: {
    api: 'tools',
    method: 'GET',
    path: '/jira/attachments/{attachmentId}',
    auth: 'user',
    params: z.strictObject({ attachmentId: z.uuid('attachmentId must be an attachment id.') }),
    produces: 'image/png',
    summary: 'A ticket screenshot (admins, or the reporter)',
    tags: ['Tickets'],
  },

  // This API's description (decision 0006): the OpenAPI document and the page that renders it.
  // The page's script and styles are entries too, so they are served from our own origin under
  // the strict CSP.
  openApiDocument: {
    api: 'main',
    method: 'GET',
    path: '/openapi.json',
    auth: 'public',
    retry: false,
    response: openApiDocumentSchema,
    summary: 'This OpenAPI 3.1 document, generated from the endpoint table',
    tags: ['Documentation'],
  },
  apiDocs: {
    api: 'main',
    method: 'GET',
    path: '/docs',
    auth: 'public',
    retry: false,
    produces: 'text/html',
    summary: 'Human-readable API reference rendering the OpenAPI document',
    tags: ['Documentation'],
  },
  apiDocsRenderer: {
    api: 'main',
    method: 'GET',
    path: '/docs/swagger-ui-bundle.js',
    auth: 'public',
    retry: false,
    produces: 'text/javascript',
    summary: 'The API reference renderer (Swagger UI)',
    tags: ['Documentation'],
  },
  apiDocsStyles: {
    api: 'main',
    method: 'GET',
    path: '/docs/swagger-ui.css',
    auth: 'public',
    retry: false,
    produces: 'text/css',
    summary: "The API reference renderer's styles",
    tags: ['Documentation'],
  },
  apiDocsStart: {
    api: 'main',
    method: 'GET',
    path: '/docs/start.js',
    auth: 'public',
    retry: false,
    produces: 'text/javascript',
    summary: 'Starts the renderer on the OpenAPI document named by the page',
    tags: ['Documentation'],
  },

  // Probes for a load balancer.
  liveness: {
    api: 'ops',
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    retry: false,
    response: livenessResponseSchema,
    summary: 'The process is up',
    tags: ['Operations'],
  },
  readiness: {
    api: 'ops',
    method: 'GET',
    path: '/readyz',
    auth: 'public',
    retry: false,
    response: readinessResponseSchema,
    summary: 'The database answers (503 when it does not)',
    tags: ['Operations'],
  },

  ...moduleEndpoints,
  ...classEndpoints,
  ...paymentEndpoints,
  ...studentAreaEndpoints,
  ...eventEndpoints,
  ...leagueEndpoints,
  ...competitionEndpoints,
  ...adminEndpoints,
  ...codeBoxEndpoints,
  ...gameEndpoints,
  ...puzzleEndpoints,
  ...passwordEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The parsed inputs of an endpoint, as a handler receives them. */
export type EndpointInput<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  /** Multipart fields are read by the handler, beside the files, and parsed with `body` there. */
  body: E['bodyType'] extends 'multipart'
    ? undefined
    : E['body'] extends z.ZodType
      ? z.output<E['body']>
      : undefined;
};

/** What an endpoint answers on success, as its schema reads it (the client's view). */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** What a handler returns, before the response schema reads it. */
export type EndpointResponseInput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : undefined;

/** The inputs a client call sends, before the request schemas read them. */
export type EndpointRequest<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });
