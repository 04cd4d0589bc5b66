import { z } from 'zod';
import { sessionResponseSchema } from '../auth/schemas';
import { lineText } from '../shared/plain-text';
import { ltiPlatformLimits as limits } from './constants';

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

export const ltiPlatformIdSchema = z.uuid('Not a platform id.');

/** What an admin registers of an LMS (LTI 1.3 Core §3, the platform's half of the registration). */
export const ltiPlatformRequestSchema = z.strictObject({
  name: lineText({ empty: 'Name the platform.', max: limits.name }),
  issuer: platformUrl('issuer'),
  clientId: identifier('clientId', limits.clientId),
  deploymentIds: z
    .array(identifier('A deployment id', limits.deploymentId))
    .min(1, 'Add at least one deployment id.')
    .max(limits.deploymentIds, `At most ${limits.deploymentIds} deployment ids.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each deployment id once.'),
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

export const ltiPlatformResponseSchema = z.object({ data: ltiPlatformSchema });
export const ltiPlatformsResponseSchema = z.object({ data: z.array(ltiPlatformSchema) });

const loginField = (max: number) => z.string().min(1).max(max);

/**
 * Third-party initiated login (LTI 1.3 Core §4.1, Security Framework §5.1.1.1): sent as a query
 * (GET) or a form (POST). Other fields a platform adds (`lti_storage_target`) are ignored.
 */
export const ltiLoginRequestSchema = z.object({
  iss: loginField(500),
  login_hint: loginField(2000),
  target_link_uri: loginField(2000),
  lti_message_hint: loginField(4000).optional(),
  client_id: loginField(255).optional(),
  lti_deployment_id: loginField(255).optional(),
});
export type LtiLoginRequest = z.infer<typeof ltiLoginRequestSchema>;

/** The authentication response the platform posts back (Security Framework §5.1.1.3). */
export const ltiLaunchRequestSchema = z.object({
  id_token: z.string().min(1, 'id_token is required.').max(100_000),
  state: z.string().min(1, 'state is required.').max(4000),
});
export type LtiLaunchRequest = z.infer<typeof ltiLaunchRequestSchema>;

/** The one-time code a launch hands the web app, exchanged for a session once. */
export const ltiSessionRequestSchema = z.strictObject({
  code: z.string().min(20, 'Not a launch code.').max(100, 'Not a launch code.'),
});
export const ltiSessionResponseSchema = sessionResponseSchema;

/**
 * A fresh one-time code for the signed-in person, for a new tab opened from inside the LMS's
 * iframe (decision 0031): that tab has no storage or cookie of the frame's, so it exchanges this
 * at `/lms-launch` for a session of its own.
 */
/**
 * Linking the LMS identity of an account an LMS made to an existing Sparked account, once
 * (decision 0031): a ticket for the LMS account, spent by the Sparked account signed in after.
 */
export const ltiLinkTicketResponseSchema = z.strictObject({
  data: z.strictObject({ ticket: z.string(), platformName: z.string() }),
});
export const ltiLinkRequestSchema = z.strictObject({
  ticket: z.string().min(20, 'Not a link request.').max(2000, 'Not a link request.'),
});
export const ltiLinkResponseSchema = z.strictObject({
  data: z.strictObject({ platformName: z.string() }),
});

export const ltiHandoverResponseSchema = z.strictObject({
  data: z.strictObject({ code: z.string() }),
});
