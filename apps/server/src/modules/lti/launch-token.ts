import {
  type LtiMessageType,
  ltiClaims,
  ltiDeepLinkingClaims,
  ltiMessageTypes,
  ltiVersion,
} from '@sparked/contracts';
import { decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import type { KeySets } from './key-sets';
import { type LaunchServices, servicesOf } from './launch-services';
import { refusals } from './refusal';
import type { LtiPlatformRow } from './repository';

/** Asymmetric algorithms only: `none` and HMAC (a key the platform shares) never verify. */
const algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384'];
/** The clocks of an LMS and Sparked may differ this much (seconds). */
const clockToleranceSeconds = 60;

/** What Sparked reads of a verified launch. */
export interface Launch {
  issuer: string;
  subject: string;
  messageType: LtiMessageType;
  deploymentId: string;
  targetLinkUri: string;
  roles: string[];
  resourceLinkId: string | null;
  context: { id: string; title: string | null } | null;
  person: { givenName?: string; familyName?: string; name?: string };
  /** The deep linking settings claim as sent (read by `deep-linking-settings.ts`). */
  deepLinkingSettings?: unknown;
  /** LTI Advantage: the grade and roster services offered, and what the link opens. */
  services: LaunchServices;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** The issuer a token claims, read before its signature so the right platform's keys are used. */
export function claimedIssuer(idToken: string): string | undefined {
  try {
    return text(decodeJwt(idToken).iss);
  } catch {
    return undefined;
  }
}

/** A jose refusal as the rule it broke, for the log. */
function verificationRefusal(error: unknown) {
  if (error instanceof errors.JWTExpired) return refusals.startAgain('id_token expired');
  if (error instanceof errors.JWTClaimValidationFailed)
    return refusals.notTrusted(`id_token ${error.claim}: ${error.message}`);
  if (error instanceof errors.JWKSNoMatchingKey)
    return refusals.notTrusted('id_token signed with a kid the platform does not publish');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return refusals.notTrusted('id_token signature does not verify');
  if (error instanceof errors.JOSEAlgNotAllowed)
    return refusals.notTrusted('id_token signed with an algorithm Sparked does not accept');
  const why = error instanceof Error ? error.message : 'unreadable';
  return refusals.notTrusted(`id_token refused: ${why}`);
}

/** Reads the LTI claims of a verified payload (LTI 1.3 Core §5), refusing what is missing. */
function launchOf(payload: JWTPayload, platform: LtiPlatformRow): Launch {
  const claims = payload as Record<string, unknown>;
  if (claims[ltiClaims.version] !== ltiVersion)
    throw refusals.malformed(`LTI version ${String(claims[ltiClaims.version])}, not ${ltiVersion}`);
  const messageType = claims[ltiClaims.messageType];
  if (!ltiMessageTypes.includes(messageType as LtiMessageType))
    throw refusals.malformed(`unknown message type ${String(messageType)}`);
  const deploymentId = text(claims[ltiClaims.deploymentId]);
  if (!deploymentId) throw refusals.malformed('no deployment_id claim');
  if (!platform.deploymentIds.includes(deploymentId))
    throw refusals.notRegistered(`unregistered deployment ${deploymentId}`);
  const subject = text(payload.sub);
  if (!subject) throw refusals.malformed('no sub claim: an anonymous launch');
  const roles = claims[ltiClaims.roles];
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string'))
    throw refusals.malformed('no roles claim');
  const targetLinkUri = text(claims[ltiClaims.targetLinkUri]);
  if (!targetLinkUri) throw refusals.malformed('no target_link_uri claim');
  const link = claims[ltiClaims.resourceLink] as { id?: unknown } | undefined;
  const resourceLinkId = text(link?.id) ?? null;
  if (messageType === 'LtiResourceLinkRequest' && !resourceLinkId)
    throw refusals.malformed('a resource link request without resource_link.id');
  const context = claims[ltiClaims.context] as { id?: unknown; title?: unknown } | undefined;
  const contextId = text(context?.id);
  return {
    issuer: platform.issuer,
    subject,
    messageType: messageType as LtiMessageType,
    deploymentId,
    targetLinkUri,
    roles: roles as string[],
    resourceLinkId,
    context: contextId ? { id: contextId, title: text(context?.title) ?? null } : null,
    person: {
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      name: text(claims.name),
    },
    deepLinkingSettings: claims[ltiDeepLinkingClaims.settings],
    services: servicesOf(claims),
  };
}

/**
 * Verifies an id_token as the Security Framework (§5.1.3) and LTI 1.3 Core (§5.1) ask: signed by
 * a key of the platform's key set, from its issuer, for Sparked's client id (and `azp` when
 * there are several audiences), in date, with the login's nonce; then the LTI claims.
 */
export async function verifyLaunch(
  idToken: string,
  deps: { platform: LtiPlatformRow; nonce: string; keySets: KeySets; now: () => Date },
): Promise<Launch> {
  const { platform, nonce, keySets, now } = deps;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(
      idToken,
      (header) => keySets.keyFor(platform.keysetUrl, header),
      {
        algorithms,
        issuer: platform.issuer,
        audience: platform.clientId,
        currentDate: now(),
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'nonce'],
      },
    ));
  } catch (error) {
    throw verificationRefusal(error);
  }
  const audiences = [payload.aud].flat();
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.clientId)
    throw refusals.notTrusted(`azp ${String(payload.azp)} is not the client id`);
  if ((payload.iat ?? 0) > now().getTime() / 1000 + clockToleranceSeconds)
    throw refusals.notTrusted('id_token issued in the future');
  if (payload.nonce !== nonce) throw refusals.startAgain('id_token nonce is not the login nonce');
  return launchOf(payload, platform);
}
