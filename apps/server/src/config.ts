import path from 'node:path';
import type { WalletName } from '@sparked/contracts';
import { z } from 'zod';
import type { RefillPolicy } from './modules/wallets/refill';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'use true or false' })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
  .transform((url) => url.replace(/\/+$/, ''));

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL');

/** Every environment variable the server reads; README's configuration table mirrors this. */
const envSchema = z
  .object({
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    /** Where people reach Sparked; certificates link to their verification page under it. */
    PUBLIC_URL: httpUrl.optional(),
    /** The port of the second listener, which serves only the code box's preview frame. */
    PREVIEW_PORT: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .max(65535)
      .optional(),
    /** Where browsers load the preview frame from: an origin of its own, never the app's. */
    PREVIEW_ORIGIN: z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be an origin such as https://preview.example.org')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    JWT_AUDIENCE: z.string().min(1).default('sparked'),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
    /** How long an instance trusts an account's standing (active, role) before reading it again. */
    ACCOUNT_CHECK_SECONDS: positiveInt.default(30),
    REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
    REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: positiveInt.default(10),
    RATE_LIMIT_LOGIN_IP_MAX: positiveInt.default(100),
    RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: positiveInt.default(60),
    RATE_LIMIT_REFRESH_MAX: positiveInt.default(300),
    RATE_LIMIT_TICKETS_MAX: positiveInt.default(10),
    RATE_LIMIT_SOCKETS_MAX: positiveInt.default(600),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    BODY_LIMIT_BYTES: positiveInt.default(100 * 1024),
    ENERGY_REFILL_AMOUNT: positiveInt.default(1),
    ENERGY_REFILL_INTERVAL_SECONDS: positiveInt.default(1800),
    ENERGY_REFILL_CAP: positiveInt.default(5),
    LLM_PROVIDER: z.enum(['local', 'openai'], { message: 'use local or openai' }).default('local'),
    LLM_BASE_URL: httpUrl.optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_SECONDS: positiveInt.default(60),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: httpUrl.default('https://api.stripe.com'),
    /** Where email goes (password-reset links); without it the server logs each message. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Sparked <no-reply@sparked.test>'),
    JIRA_BASE_URL: httpUrl.optional(),
    JIRA_EMAIL: z.string().min(1).optional(),
    JIRA_API_TOKEN: z.string().min(1).optional(),
    JIRA_PROJECT_KEY: z
      .string()
      .regex(/^[A-Z][A-Z0-9]{1,9}$/, 'must be a Jira project key such as HELP')
      .optional(),
    /** The school's learning record store every xAPI statement is also sent to. */
    XAPI_LRS_ENDPOINT: httpUrl.optional(),
    XAPI_LRS_USERNAME: z.string().min(1).optional(),
    XAPI_LRS_PASSWORD: z.string().min(1).optional(),
    /** A whole Authorization header value (e.g. `Basic …` or `Bearer …`) instead of a user and password. */
    XAPI_LRS_AUTHORIZATION: z.string().min(1).optional(),
    XAPI_LRS_BATCH_SIZE: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .max(1000)
      .default(100),
    XAPI_LRS_TIMEOUT_SECONDS: positiveInt.default(15),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_PROVIDER === 'openai') {
      for (const name of ['LLM_BASE_URL', 'LLM_MODEL'] as const)
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when LLM_PROVIDER=openai',
          });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'is required with the other Stripe key',
      });
    const previewPort = env.PREVIEW_PORT ?? env.PORT + 1;
    if (previewPort > 65535 || previewPort === env.PORT || (env.PORT === 0 && !env.PREVIEW_PORT))
      ctx.addIssue({
        code: 'custom',
        path: ['PREVIEW_PORT'],
        message: 'must be a free port other than PORT: the preview needs an origin of its own',
      });
    if (
      env.PREVIEW_ORIGIN &&
      env.PUBLIC_URL &&
      new URL(env.PUBLIC_URL).origin === env.PREVIEW_ORIGIN
    )
      ctx.addIssue({
        code: 'custom',
        path: ['PREVIEW_ORIGIN'],
        message: 'must differ from the origin of PUBLIC_URL',
      });
    refineLrs(env, ctx);
    const jira = ['JIRA_BASE_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN', 'JIRA_PROJECT_KEY'] as const;
    const set = jira.filter((name) => env[name]);
    if (set.length > 0 && set.length < jira.length)
      for (const name of jira.filter((name) => !env[name]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with ${set.join(', ')}`,
        });
  });

export type Env = z.infer<typeof envSchema>;

/** The store's credentials: a user and password together, or a whole header, never both. */
function refineLrs(
  env: Partial<
    Record<`XAPI_LRS_${'ENDPOINT' | 'USERNAME' | 'PASSWORD' | 'AUTHORIZATION'}`, string>
  >,
  ctx: z.RefinementCtx,
) {
  if (Boolean(env.XAPI_LRS_USERNAME) !== Boolean(env.XAPI_LRS_PASSWORD))
    ctx.addIssue({
      code: 'custom',
      path: [env.XAPI_LRS_USERNAME ? 'XAPI_LRS_PASSWORD' : 'XAPI_LRS_USERNAME'],
      message: 'is required with the other of XAPI_LRS_USERNAME and XAPI_LRS_PASSWORD',
    });
  if (env.XAPI_LRS_AUTHORIZATION && env.XAPI_LRS_USERNAME)
    ctx.addIssue({
      code: 'custom',
      path: ['XAPI_LRS_AUTHORIZATION'],
      message: 'replaces XAPI_LRS_USERNAME and XAPI_LRS_PASSWORD: set one or the other',
    });
  const credentials = env.XAPI_LRS_USERNAME || env.XAPI_LRS_AUTHORIZATION;
  if (credentials && !env.XAPI_LRS_ENDPOINT)
    ctx.addIssue({
      code: 'custom',
      path: ['XAPI_LRS_ENDPOINT'],
      message: 'is required with the XAPI_LRS_ credentials',
    });
}

export interface Config {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  seedDemoData: boolean;
  auth: {
    audience: string;
    accessTokenTtlSeconds: number;
    accountCheckSeconds: number;
    refreshTokenTtlDays: number;
    refreshReuseLeewaySeconds: number;
  };
  rateLimit: {
    windowSeconds: number;
    loginAccountMax: number;
    loginIpMax: number;
    loginDelayMaxSeconds: number;
    refreshMax: number;
    /** Help-desk tickets filed per account and per IP. */
    ticketsMax: number;
    /** WebSocket connections opened per IP. */
    socketsMax: number;
  };
  /** Shared state between instances (rate limits, game rooms' news); in memory without it. */
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  /** Wallets that refill lazily over time (decision 0003); the others only change by events. */
  refills: Partial<Record<WalletName, RefillPolicy>>;
  /** Who writes assistant replies (decision 0005). */
  llm:
    | { provider: 'local' }
    | { provider: 'openai'; baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  /** Stripe Checkout for paid modules, when configured; without it they cannot be bought yet. */
  stripe: { apiBase: string; secretKey: string; webhookSecret: string } | null;
  /** Outgoing email: SMTP when configured, otherwise each message goes to the log. */
  mail: { smtpUrl: string | null; from: string };
  /** Jira Cloud project tickets are copied to, when configured. */
  jira: { baseUrl: string; email: string; apiToken: string; projectKey: string } | null;
  /**
   * The learning record store statements are sent to: the environment's connection (null when
   * XAPI_LRS_ENDPOINT is unset; a connection saved on the admin page replaces it) and how sending goes.
   */
  lrs: {
    connection: {
      endpoint: string;
      username?: string;
      password?: string;
      authorization?: string;
    } | null;
    batchSize: number;
    timeoutMs: number;
  };
  /** The address people reach Sparked at, without a trailing slash. */
  publicUrl: string;
  /**
   * The code box's preview (decision 0024): the port of the listener that serves its frame, and
   * the origin browsers reach that listener at, which must not be the app's.
   */
  preview: { port: number; origin: string };
  /** Where ticket screenshots are stored. */
  attachmentsDir: string;
  /** Where images uploaded into modules are stored. */
  moduleImagesDir: string;
  /** SCORM packages, unpacked, one folder per package id (decision 0036). */
  scormPackagesDir: string;
}

/** The public address's scheme and host on the preview's port: another origin of the same site. */
function previewOriginBeside(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  url.port = String(port);
  return url.origin;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once at start-up; a bad value stops start-up with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const previewPort = e.PREVIEW_PORT ?? e.PORT + 1;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemoData: e.SEED_DEMO_DATA,
    auth: {
      audience: e.JWT_AUDIENCE,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      accountCheckSeconds: e.ACCOUNT_CHECK_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      refreshReuseLeewaySeconds: e.REFRESH_REUSE_LEEWAY_SECONDS,
    },
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      loginAccountMax: e.RATE_LIMIT_LOGIN_ACCOUNT_MAX,
      loginIpMax: e.RATE_LIMIT_LOGIN_IP_MAX,
      loginDelayMaxSeconds: e.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS,
      refreshMax: e.RATE_LIMIT_REFRESH_MAX,
      ticketsMax: e.RATE_LIMIT_TICKETS_MAX,
      socketsMax: e.RATE_LIMIT_SOCKETS_MAX,
    },
    redisUrl: e.REDIS_URL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    refills: {
      ENERGY: {
        amount: e.ENERGY_REFILL_AMOUNT,
        intervalSeconds: e.ENERGY_REFILL_INTERVAL_SECONDS,
        cap: e.ENERGY_REFILL_CAP,
      },
    },
    llm:
      e.LLM_PROVIDER === 'openai' && e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            provider: 'openai',
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
          }
        : { provider: 'local' },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    jira:
      e.JIRA_BASE_URL && e.JIRA_EMAIL && e.JIRA_API_TOKEN && e.JIRA_PROJECT_KEY
        ? {
            baseUrl: e.JIRA_BASE_URL,
            email: e.JIRA_EMAIL,
            apiToken: e.JIRA_API_TOKEN,
            projectKey: e.JIRA_PROJECT_KEY,
          }
        : null,
    lrs: {
      connection: e.XAPI_LRS_ENDPOINT
        ? {
            endpoint: e.XAPI_LRS_ENDPOINT,
            username: e.XAPI_LRS_USERNAME,
            password: e.XAPI_LRS_PASSWORD,
            authorization: e.XAPI_LRS_AUTHORIZATION,
          }
        : null,
      batchSize: e.XAPI_LRS_BATCH_SIZE,
      timeoutMs: e.XAPI_LRS_TIMEOUT_SECONDS * 1000,
    },
    publicUrl,
    preview: {
      port: previewPort,
      origin: e.PREVIEW_ORIGIN ?? previewOriginBeside(publicUrl, previewPort),
    },
    attachmentsDir: path.join(dataDir, 'attachments'),
    moduleImagesDir: path.join(dataDir, 'module-images'),
    scormPackagesDir: path.join(dataDir, 'scorm-packages'),
  };
}
