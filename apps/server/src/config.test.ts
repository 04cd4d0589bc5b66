import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.auth.accessTokenTtlSeconds).toBe(900);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('stops with one line naming every bad value', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /^Invalid configuration: PORT .*; DATABASE_URL must be a postgres:\/\/ .*; SEED_DEMO_DATA use true or false$/,
    );
  });

  it('serves the preview on the next port, at the public address’s host, or where it is told', () => {
    expect(loadConfig({}).preview).toEqual({ port: 3001, origin: 'http://localhost:3001' });
    expect(
      loadConfig({ PORT: '8080', PUBLIC_URL: 'https://sparked.example.org/' }).preview,
    ).toEqual({ port: 8081, origin: 'https://sparked.example.org:8081' });
    expect(
      loadConfig({ PREVIEW_PORT: '4000', PREVIEW_ORIGIN: 'https://preview.example.org/' }).preview,
    ).toEqual({ port: 4000, origin: 'https://preview.example.org' });
  });

  it('refuses a preview that would share the app’s origin or has no port of its own', () => {
    expect(() => loadConfig({ PORT: '4000', PREVIEW_PORT: '4000' })).toThrow(
      /PREVIEW_PORT must be/,
    );
    expect(() => loadConfig({ PORT: '65535' })).toThrow(/PREVIEW_PORT must be/);
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PREVIEW_PORT must be/);
    expect(() =>
      loadConfig({
        PUBLIC_URL: 'https://sparked.example.org',
        PREVIEW_ORIGIN: 'https://sparked.example.org',
      }),
    ).toThrow(/PREVIEW_ORIGIN must differ from the origin of PUBLIC_URL/);
    expect(() => loadConfig({ PREVIEW_ORIGIN: 'https://preview.example.org/path' })).toThrow(
      /PREVIEW_ORIGIN must be an origin/,
    );
  });

  it('reads the energy refill schedule, defaulting to 1 every 30 minutes up to 5', () => {
    expect(loadConfig({}).refills).toEqual({
      ENERGY: { amount: 1, intervalSeconds: 1800, cap: 5 },
    });
    expect(
      loadConfig({ ENERGY_REFILL_AMOUNT: '2', ENERGY_REFILL_INTERVAL_SECONDS: '60' }).refills
        .ENERGY,
    ).toEqual({ amount: 2, intervalSeconds: 60, cap: 5 });
    expect(() => loadConfig({ ENERGY_REFILL_CAP: '0' })).toThrow(
      'Invalid configuration: ENERGY_REFILL_CAP must be positive',
    );
  });
});

describe('loadConfig: assistants and Jira', () => {
  it('defaults to the offline assistant provider, no Jira, uploads in the database', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/sparked-data' });
    expect(config.llm).toEqual({ provider: 'local' });
    expect(config.jira).toBeNull();
    expect(config.s3).toBeNull();
  });

  it('reads an S3-compatible store only whole', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_BUCKET: 'sparked-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'sparked-files',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const { S3_SECRET_ACCESS_KEY: _, ...withoutSecret } = s3;
    expect(() => loadConfig(withoutSecret)).toThrow(
      'S3_SECRET_ACCESS_KEY is required with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID',
    );
  });

  it('reads an OpenAI-compatible provider and needs its URL and model', () => {
    const config = loadConfig({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1/',
      LLM_MODEL: 'small',
    });
    expect(config.llm).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: undefined,
      model: 'small',
      timeoutMs: 60_000,
    });
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(
      'Invalid configuration: LLM_BASE_URL is required when LLM_PROVIDER=openai; LLM_MODEL is required when LLM_PROVIDER=openai',
    );
    expect(() => loadConfig({ LLM_PROVIDER: 'gpt' })).toThrow(
      'Invalid configuration: LLM_PROVIDER use local or openai',
    );
  });

  it('needs all four Jira settings or none', () => {
    expect(() =>
      loadConfig({ JIRA_BASE_URL: 'https://sparked.atlassian.net', JIRA_PROJECT_KEY: 'HELP' }),
    ).toThrow(
      'Invalid configuration: JIRA_EMAIL is required with JIRA_BASE_URL, JIRA_PROJECT_KEY; JIRA_API_TOKEN is required with JIRA_BASE_URL, JIRA_PROJECT_KEY',
    );
    expect(
      loadConfig({
        JIRA_BASE_URL: 'https://sparked.atlassian.net',
        JIRA_EMAIL: 'bot@sparked.test',
        JIRA_API_TOKEN: 'token',
        JIRA_PROJECT_KEY: 'HELP',
      }).jira,
    ).toEqual({
      baseUrl: 'https://sparked.atlassian.net',
      email: 'bot@sparked.test',
      apiToken: 'token',
      projectKey: 'HELP',
    });
  });
});

describe('loadConfig: the learning record store', () => {
  it('sends nowhere by default, in batches of 100 with a 15 s timeout', () => {
    expect(loadConfig({}).lrs).toEqual({ connection: null, batchSize: 100, timeoutMs: 15_000 });
  });

  it('reads the endpoint with a key and secret, or with a whole header', () => {
    expect(
      loadConfig({
        XAPI_LRS_ENDPOINT: 'https://lrs.example.org/xapi/',
        XAPI_LRS_USERNAME: 'key',
        XAPI_LRS_PASSWORD: 'secret',
        XAPI_LRS_BATCH_SIZE: '25',
      }).lrs,
    ).toEqual({
      connection: {
        endpoint: 'https://lrs.example.org/xapi',
        username: 'key',
        password: 'secret',
        authorization: undefined,
      },
      batchSize: 25,
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({
        XAPI_LRS_ENDPOINT: 'https://lrs.example.org',
        XAPI_LRS_AUTHORIZATION: 'Bearer t',
      }).lrs.connection,
    ).toMatchObject({ authorization: 'Bearer t' });
  });

  it('refuses half a key, a key with a header, and credentials without an endpoint', () => {
    expect(() =>
      loadConfig({ XAPI_LRS_ENDPOINT: 'https://lrs.example.org', XAPI_LRS_USERNAME: 'key' }),
    ).toThrow(
      'XAPI_LRS_PASSWORD is required with the other of XAPI_LRS_USERNAME and XAPI_LRS_PASSWORD',
    );
    expect(() =>
      loadConfig({
        XAPI_LRS_ENDPOINT: 'https://lrs.example.org',
        XAPI_LRS_USERNAME: 'key',
        XAPI_LRS_PASSWORD: 'secret',
        XAPI_LRS_AUTHORIZATION: 'Bearer t',
      }),
    ).toThrow('XAPI_LRS_AUTHORIZATION replaces XAPI_LRS_USERNAME and XAPI_LRS_PASSWORD');
    expect(() => loadConfig({ XAPI_LRS_AUTHORIZATION: 'Bearer t' })).toThrow(
      'XAPI_LRS_ENDPOINT is required with the XAPI_LRS_ credentials',
    );
    expect(() => loadConfig({ XAPI_LRS_ENDPOINT: 'lrs.example.org' })).toThrow(
      'XAPI_LRS_ENDPOINT must be an http:// or https:// URL',
    );
  });
});
