import { z } from 'zod';
import { sessionResponseSchema } from '../auth/schemas';
import { issueText } from '../shared/issue-text';
import { lineText } from '../shared/plain-text';
import { ltiPlatformLimits as limits, ltiDeepLinkMaxItems, ltiPlatformStatuses } from './constants';

/** An endpoint of the platform: https, or http on localhost (a test or a developer's LMS). */
const platformUrl = (field: string) => {
  const message = `${field} must be an https address (http only on localhost).`;
  return z
    .url({ protocol: /^https?$/, message })
    .max(limits.url, `${field} is at most ${limits.url} characters.`)
    .refine((value) => {
      // zod runs this after a failed URL check too: what is not a URL is simply refused.
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password) return false;
      return (
        url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
      );
    }, message);
};

const identifier = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is at most ${max} characters.`)
    .regex(/^[^\s]+$/, `${field} has no spaces.`);

export const ltiPlatformIdSchema = z.uuid(
  issueText(/*i18n*/ { id: 'lti.not-a-platform-id', message: 'Not a platform id.' }),
);

/** What an admin registers of an LMS (LTI 1.3 Core §3, the platform's half of the registration). */
export const ltiPlatformRequestSchema = z.strictObject({
  name: lineText({
    empty: issueText(/*i18n*/ { id: 'lti.name-the-platform', message: 'Name the platform.' }),
    max: limits.name,
  }),
  issuer: platformUrl('issuer'),
  clientId: identifier('clientId', limits.clientId),
  deploymentIds: z
    .array(identifier('A deployment id', limits.deploymentId))
    .min(
      1,
      issueText(
        /*i18n*/ { id: 'lti.add-a-deployment-id', message: 'Add at least one deployment id.' },
      ),
    )
    .max(
      limits.deploymentIds,
      issueText(
        /*i18n*/ {
          id: 'lti.at-most-deployment-ids',
          message: 'At most {max} deployment ids.',
          values: { max: limits.deploymentIds },
        },
      ),
    )
    .refine(
      (ids) => new Set(ids).size === ids.length,
      issueText(
        /*i18n*/ { id: 'lti.each-deployment-id-once', message: 'Each deployment id once.' },
      ),
    ),
  authLoginUrl: platformUrl('authLoginUrl'),
  authTokenUrl: platformUrl('authTokenUrl'),
  keysetUrl: platformUrl('keysetUrl'),
});
export type LtiPlatformRequest = z.infer<typeof ltiPlatformRequestSchema>;

export const ltiPlatformSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  authTokenUrl: z.string(),
  keysetUrl: z.string(),
  status: z.enum(ltiPlatformStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

export const ltiPlatformResponseSchema = z.object({ data: ltiPlatformSchema });
export const ltiPlatformsResponseSchema = z.object({ data: z.array(ltiPlatformSchema) });

/**
 * What the LMS hands the registration page (LTI Dynamic Registration 1.0 §3.3): the address of its
 * OpenID configuration and, when it gives one, the token its registration endpoint wants.
 */
export const ltiDynamicRegistrationRequestSchema = z.strictObject({
  openidConfiguration: platformUrl('openidConfiguration'),
  registrationToken: z
    .string()
    .min(1, 'registrationToken is empty.')
    .max(4000, 'registrationToken is at most 4000 characters.')
    .regex(/^[\x21-\x7e]+$/, 'registrationToken is one word of printable characters.')
    .optional(),
});
export type LtiDynamicRegistrationRequest = z.infer<typeof ltiDynamicRegistrationRequestSchema>;

/** The addresses an admin pastes into an LMS, made from the server's `PUBLIC_URL`. */
export const ltiToolSettingsSchema = z.object({
  loginUrl: z.string(),
  launchUrl: z.string(),
  jwksUrl: z.string(),
  deepLinkingUrl: z.string(),
  dynamicRegistrationUrl: z.string(),
});
export type LtiToolSettings = z.infer<typeof ltiToolSettingsSchema>;
export const ltiToolSettingsResponseSchema = z.object({ data: ltiToolSettingsSchema });

const loginField = (max: number) => z.string().min(1).max(max);

/**
 * Third-party initiated login (LTI 1.3 Core §4.1, Security Framework §5.1.1.1): sent as a query
 * (GET) or a form (POST). `lti_storage_target` (1EdTech "OIDC Login with LTI Client Side
 * postMessages") names the frame of the LMS that keeps the state and nonce for the tool; other
 * fields a platform adds are ignored.
 */
export const ltiLoginRequestSchema = z.object({
  iss: loginField(500),
  login_hint: loginField(2000),
  target_link_uri: loginField(2000),
  lti_message_hint: loginField(4000).optional(),
  client_id: loginField(255).optional(),
  lti_deployment_id: loginField(255).optional(),
  lti_storage_target: loginField(255).optional(),
});
export type LtiLoginRequest = z.infer<typeof ltiLoginRequestSchema>;

/**
 * The authentication response the platform posts back (Security Framework §5.1.1.3). When the
 * login kept the state in the LMS's storage (decision 0039), Sparked's own page posts it again
 * with the state and nonce it read back from there (`stored_state`, `stored_nonce`; empty when
 * the LMS answered nothing).
 */
export const ltiLaunchRequestSchema = z.object({
  id_token: z.string().min(1, 'id_token is required.').max(100_000),
  state: z.string().min(1, 'state is required.').max(4000),
  lti_storage_target: z.string().max(255).optional(),
  stored_state: z.string().max(4000).optional(),
  stored_nonce: z.string().max(200).optional(),
});
export type LtiLaunchRequest = z.infer<typeof ltiLaunchRequestSchema>;

/** The one-time code a launch hands the web app, exchanged for a session once. */
export const ltiSessionRequestSchema = z.strictObject({
  code: z
    .string()
    .min(20, issueText(/*i18n*/ { id: 'lti.not-a-launch-code', message: 'Not a launch code.' }))
    .max(100, issueText(/*i18n*/ { id: 'lti.not-a-launch-code', message: 'Not a launch code.' })),
});
export const ltiSessionResponseSchema = sessionResponseSchema;

export const ltiDeepLinkIdSchema = z.uuid(
  issueText(
    /*i18n*/ { id: 'lti.not-a-content-request', message: 'Not a request to choose content.' },
  ),
);

/** An activity the teacher may link; a scored one (a form with points) becomes a gradebook column. */
export const ltiDeepLinkActivitySchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  /** The points of a scored activity, or null when it has none. */
  scoreMaximum: z.number().nullable(),
});

/** A published module the teacher authors or views, with the activities of its published version. */
export const ltiDeepLinkModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  activities: z.array(ltiDeepLinkActivitySchema),
});
export type LtiDeepLinkModule = z.infer<typeof ltiDeepLinkModuleSchema>;

/** A deep linking request waiting for the teacher's choice (Deep Linking 2.0), and what to choose from. */
export const ltiDeepLinkSchema = z.object({
  id: z.string(),
  platformName: z.string(),
  courseTitle: z.string().nullable(),
  /** Whether the LMS takes several items at once (`accept_multiple`). */
  acceptMultiple: z.boolean(),
  expiresAt: z.string(),
  /** Whether the answer was already built (a second submit answers the same). */
  answered: z.boolean(),
  modules: z.array(ltiDeepLinkModuleSchema),
});
export type LtiDeepLink = z.infer<typeof ltiDeepLinkSchema>;
export const ltiDeepLinkResponseSchema = z.object({ data: ltiDeepLinkSchema });

/** What the teacher chose: a whole module (its map) or one activity of it (the player). */
export const ltiDeepLinkChoiceSchema = z.strictObject({
  moduleId: z.uuid('moduleId must be an id.'),
  activityId: z.uuid('activityId must be an id.').nullable(),
});
export const ltiDeepLinkAnswerRequestSchema = z.strictObject({
  items: z
    .array(ltiDeepLinkChoiceSchema)
    .min(
      1,
      issueText(
        /*i18n*/ {
          id: 'lti.choose-at-least-one-item',
          message: 'Choose at least one module or activity.',
        },
      ),
    )
    .max(
      ltiDeepLinkMaxItems,
      issueText(
        /*i18n*/ {
          id: 'lti.choose-at-most-items',
          message: 'Choose at most {max}.',
          values: { max: ltiDeepLinkMaxItems },
        },
      ),
    ),
});
export type LtiDeepLinkAnswerRequest = z.infer<typeof ltiDeepLinkAnswerRequestSchema>;

/** The signed `LtiDeepLinkingResponse` and where the browser posts it (as the form field `JWT`). */
export const ltiDeepLinkAnswerResponseSchema = z.object({
  data: z.object({ returnUrl: z.string(), jwt: z.string() }),
});

/** The web app's form post that Sparked relays to the LMS: the request and its signed answer. */
export const ltiDeepLinkReturnRequestSchema = z.object({
  request: ltiDeepLinkIdSchema,
  JWT: z.string().min(1, 'JWT is required.').max(200_000),
});

/**
 * Linking the LMS identity of an account an LMS made to an existing Sparked account, once
 * (decision 0031): a ticket for the LMS account, spent by the Sparked account signed in after.
 */
export const ltiLinkTicketResponseSchema = z.strictObject({
  data: z.strictObject({ ticket: z.string(), platformName: z.string() }),
});
/**
 * The LMS the signed-in account signs in through (the registered platform's name), or null for
 * an account no LMS launched.
 */
export const ltiAccountResponseSchema = z.strictObject({
  data: z.strictObject({ platformName: z.string().nullable() }),
});
export const ltiLinkRequestSchema = z.strictObject({
  ticket: z
    .string()
    .min(20, issueText(/*i18n*/ { id: 'lti.not-a-link-request', message: 'Not a link request.' }))
    .max(
      2000,
      issueText(/*i18n*/ { id: 'lti.not-a-link-request', message: 'Not a link request.' }),
    ),
});
export const ltiLinkResponseSchema = z.strictObject({
  data: z.strictObject({ platformName: z.string() }),
});

/**
 * A fresh one-time code for the signed-in person, for a new tab opened from inside the LMS's
 * iframe (decision 0031): that tab has no storage or cookie of the frame's, so it exchanges this
 * at `/lms-launch` for a session of its own.
 */
export const ltiHandoverResponseSchema = z.strictObject({
  data: z.strictObject({ code: z.string() }),
});
