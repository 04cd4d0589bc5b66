import {
  type LtiDynamicRegistrationRequest,
  ltiPlatformLimits,
  ltiServiceScopes,
  ltiToolPaths,
} from '@sparked/contracts';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';

/** How long Sparked waits for the LMS, and the most it reads of an answer. */
const timeoutMs = 10_000;
const maxAnswerBytes = 200_000;
const platformConfigurationClaim = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const toolConfigurationClaim = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

/** A refusal the admin reads on the registration page: what the LMS did, and what to do. */
const refused = (message: ServerMessage) => new AppError(400, 'bad_request', message);

/** The step of the registration the LMS failed at, as a refusal names it. */
type Step = 'configuration' | 'registration';

/** What the registration page says when the LMS fails, in the admin's language (decision 0046). */
const said = {
  tooLong: (what: Step) => /*i18n*/ ({
    id: 'lti.registration.answer-too-long',
    message:
      "The LMS's {what, select, configuration {OpenID configuration} other {registration endpoint}} is too long to be one.",
    values: { what },
  }),
  notJson: (what: Step) => /*i18n*/ ({
    id: 'lti.registration.answer-not-json',
    message:
      "The LMS's {what, select, configuration {OpenID configuration} other {registration endpoint}} is not JSON.",
    values: { what },
  }),
  unreachable: (what: Step, url: string) => /*i18n*/ ({
    id: 'lti.registration.could-not-reach',
    message:
      "Sparked could not reach the LMS's {what, select, configuration {OpenID configuration} other {registration endpoint}} at {url}. Try again from the LMS.",
    values: { what, url },
  }),
  configurationAnswered: (status: number) => /*i18n*/ ({
    id: 'lti.registration.configuration-answered',
    message: 'The LMS answered {status} for its OpenID configuration. Start again from the LMS.',
    values: { status },
  }),
  configurationLacks: (field: string) => /*i18n*/ ({
    id: 'lti.registration.configuration-lacks',
    message:
      "The LMS's OpenID configuration lacks a usable {field}: Sparked cannot register with it.",
    values: { field },
  }),
  issuerElsewhere: (issuer: string, origin: string) => /*i18n*/ ({
    id: 'lti.registration.issuer-not-where-found',
    message:
      "The LMS's configuration names the issuer {issuer}, which is not where it was found ({origin}). Sparked does not register with it.",
    values: { issuer, origin },
  }),
  noRs256: /*i18n*/ {
    id: 'lti.registration.does-not-sign-with-rs256',
    message: 'The LMS does not sign with RS256, which Sparked needs.',
  },
  noPrivateKeyJwt: /*i18n*/ {
    id: 'lti.registration.does-not-accept-private-key-jwt',
    message: 'The LMS does not accept private_key_jwt at its token endpoint.',
  },
  tokenRefused: (status: number) => /*i18n*/ ({
    id: 'lti.registration.token-refused',
    message:
      "The LMS refused Sparked's registration ({status}). It did not accept the registration token: start again from the LMS, which gives a new one.",
    values: { status },
  }),
  registrationRefused: (status: number) => /*i18n*/ ({
    id: 'lti.registration.refused',
    message: "The LMS refused Sparked's registration ({status}). Start again from the LMS.",
    values: { status },
  }),
  noClientId: /*i18n*/ {
    id: 'lti.registration.no-client-id',
    message: 'The LMS registered Sparked but answered no client id.',
  },
} satisfies Record<string, ServerMessage | ((...args: never[]) => ServerMessage)>;

/** An address the LMS gives: https, or http on localhost (a test or a developer's LMS). */
const lmsUrl = z
  .string()
  .max(ltiPlatformLimits.url)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    );
  }, 'is not an https address');

/**
 * The parts of the platform's OpenID configuration (Dynamic Registration §3.4) Sparked needs; the
 * algorithm and method lists are checked when the LMS sends them.
 */
const openIdConfigurationSchema = z.object({
  issuer: lmsUrl,
  authorization_endpoint: lmsUrl,
  registration_endpoint: lmsUrl,
  jwks_uri: lmsUrl,
  token_endpoint: lmsUrl,
  scopes_supported: z.array(z.string()).optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  [platformConfigurationClaim]: z
    .object({ product_family_code: z.string().max(100).optional() })
    .optional(),
});
type OpenIdConfiguration = z.infer<typeof openIdConfigurationSchema>;

/** What the registration endpoint answers (§3.6): the client id, and the deployment if it made one. */
const registrationAnswerSchema = z.object({
  client_id: z.string().min(1).max(255),
  [toolConfigurationClaim]: z
    .object({ deployment_id: z.string().min(1).max(255).optional() })
    .optional(),
});

/** Reads a JSON answer of the LMS, or says which step failed. */
async function answerOf(response: Response, what: Step): Promise<unknown> {
  const text = await response.text();
  if (text.length > maxAnswerBytes) throw refused(said.tooLong(what));
  try {
    return JSON.parse(text);
  } catch {
    throw refused(said.notJson(what));
  }
}

async function call(url: string, init: RequestInit, what: Step): Promise<Response> {
  try {
    // No redirects: the address checked is the address called.
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw refused(said.unreachable(what, url));
  }
}

/**
 * The issuer must be where the configuration was found (Dynamic Registration §3.5.1): same origin,
 * and the configuration's address starts with the issuer's. An LMS cannot register itself under
 * another's name.
 */
export function issuerMatches(issuer: string, configurationUrl: string): boolean {
  const configuration = new URL(configurationUrl);
  const claimed = new URL(issuer);
  if (claimed.origin !== configuration.origin) return false;
  const prefix = claimed.pathname.replace(/\/+$/, '');
  return configuration.pathname === prefix || configuration.pathname.startsWith(`${prefix}/`);
}

async function readConfiguration(address: string): Promise<OpenIdConfiguration> {
  const what = 'configuration';
  const response = await call(address, { headers: { accept: 'application/json' } }, what);
  if (!response.ok) throw refused(said.configurationAnswered(response.status));
  const parsed = openIdConfigurationSchema.safeParse(await answerOf(response, what));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refused(said.configurationLacks(issue?.path.join('.') || 'field'));
  }
  const configuration = parsed.data;
  if (!issuerMatches(configuration.issuer, address))
    throw refused(said.issuerElsewhere(configuration.issuer, new URL(address).origin));
  const algorithms = configuration.id_token_signing_alg_values_supported;
  if (algorithms && !algorithms.includes('RS256')) throw refused(said.noRs256);
  const methods = configuration.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('private_key_jwt')) throw refused(said.noPrivateKeyJwt);
  return configuration;
}

/**
 * The tool's client registration (§3.5.2): an OpenID Connect client that takes id_tokens by form
 * post, with the LTI tool configuration claim describing where its launches and deep linking go.
 */
export function toolRegistration(origin: string, configuration: OpenIdConfiguration) {
  const supported = configuration.scopes_supported;
  // What grades and rosters need (AGS 2.0, NRPS 2.0), as far as the LMS offers it.
  const wanted = [
    ltiServiceScopes.lineItem,
    ltiServiceScopes.resultReadonly,
    ltiServiceScopes.score,
    ltiServiceScopes.roster,
  ];
  const scopes = wanted.filter((scope) => !supported || supported.includes(scope));
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${origin}${ltiToolPaths.login}`,
    redirect_uris: [`${origin}${ltiToolPaths.launch}`],
    client_name: 'Sparked',
    jwks_uri: `${origin}${ltiToolPaths.jwks}`,
    logo_uri: `${origin}/favicon.svg`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: scopes.join(' '),
    [toolConfigurationClaim]: {
      domain: new URL(origin).host,
      description: 'Learning modules, games and activities, with grades back to the course.',
      target_link_uri: `${origin}/`,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: 'LtiResourceLinkRequest', target_link_uri: `${origin}/` },
        {
          type: 'LtiDeepLinkingRequest',
          target_link_uri: `${origin}${ltiToolPaths.deepLinking}`,
          label: 'Sparked content',
        },
      ],
    },
  };
}

/** Sparked's name for the LMS: its product and its host, as an admin tells platforms apart. */
function nameOf(configuration: OpenIdConfiguration): string {
  const host = new URL(configuration.issuer).host;
  const product = configuration[platformConfigurationClaim]?.product_family_code?.trim();
  return (product ? `${product} (${host})` : host).slice(0, 120);
}

/**
 * LTI Dynamic Registration 1.0 as the tool: reads the LMS's OpenID configuration, checks its
 * issuer, posts Sparked's registration with the LMS's token, and answers the platform to store,
 * pending an admin's approval. Every failure of the LMS is a 400 saying which step failed.
 */
export async function registerWithPlatform(request: LtiDynamicRegistrationRequest, origin: string) {
  const configuration = await readConfiguration(request.openidConfiguration);
  const what = 'registration';
  const response = await call(
    configuration.registration_endpoint,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(request.registrationToken
          ? { authorization: `Bearer ${request.registrationToken}` }
          : {}),
      },
      body: JSON.stringify(toolRegistration(origin, configuration)),
    },
    what,
  );
  if (!response.ok)
    throw refused(
      response.status === 401 || response.status === 403
        ? said.tokenRefused(response.status)
        : said.registrationRefused(response.status),
    );
  const answer = registrationAnswerSchema.safeParse(await answerOf(response, what));
  if (!answer.success) throw refused(said.noClientId);
  const deploymentId = answer.data[toolConfigurationClaim]?.deployment_id;
  return {
    name: nameOf(configuration),
    issuer: configuration.issuer,
    clientId: answer.data.client_id,
    deploymentIds: deploymentId ? [deploymentId] : [],
    authLoginUrl: configuration.authorization_endpoint,
    authTokenUrl: configuration.token_endpoint,
    keysetUrl: configuration.jwks_uri,
  };
}
