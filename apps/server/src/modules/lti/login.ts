import { type LtiLoginRequest, ltiStateTtlSeconds } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { StoreLogin } from './client-storage';
import { LtiRefusal, refusals } from './refusal';
import { ltiRepository as repository } from './repository';
import type { LoginStates } from './state';

/** A platform that registered itself launches nothing until a Sparked admin approves it. */
export const awaitingApproval = (issuer: string) =>
  new LtiRefusal(
    403,
    /*i18n*/ {
      id: 'lti.waiting-for-approval',
      message:
        'This LMS is waiting for a Sparked administrator to approve it. Ask them to approve it on the LTI page of Sparked, then open the activity again.',
    },
    `login from ${issuer}, registered dynamically and not approved yet`,
  );

/**
 * Third-party initiated login (LTI 1.3 Core §4.1; Security Framework §5.1.1): finds the
 * registered platform, records a nonce, and answers where the browser goes next: the platform's
 * authorization endpoint with an OpenID Connect request that comes back to the launch.
 */
export function createLogin(deps: {
  db: Database;
  states: LoginStates;
  origin: string;
  now: () => Date;
}) {
  const { db, states, origin, now } = deps;

  async function platformFor(request: LtiLoginRequest) {
    const candidates = (await repository.platformsOf(db, request.iss)).filter(
      (platform) => !request.client_id || platform.clientId === request.client_id,
    );
    if (candidates.length === 0)
      throw refusals.notRegistered(
        `login from an unregistered issuer or client: ${request.iss} ${request.client_id ?? ''}`,
      );
    if (candidates.length > 1)
      throw refusals.malformed(`login from ${request.iss} without the client_id that picks one`);
    const [platform] = candidates;
    if (!platform) throw refusals.notRegistered('no platform');
    if (platform.status === 'pending') throw awaitingApproval(platform.issuer);
    if (request.lti_deployment_id && !platform.deploymentIds.includes(request.lti_deployment_id))
      throw refusals.notRegistered(
        `login for an unregistered deployment ${request.lti_deployment_id}`,
      );
    return platform;
  }

  /** The target must be Sparked itself: the launch lands there, never somewhere else. */
  function checkTarget(target: string) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw refusals.malformed('login with a target_link_uri that is not a URL');
    }
    if (url.origin !== origin) throw refusals.malformed(`login for another site: ${url.origin}`);
  }

  /** The same login without `lti_storage_target`: the signed state alone, as 0028 has it. */
  function withoutStorage(request: LtiLoginRequest): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request))
      if (value !== undefined && name !== 'lti_storage_target') query.set(name, value);
    return `/lti/login?${query}`;
  }

  return {
    /**
     * Where the browser goes: the platform's authorization address with the request's
     * parameters, and, when the LMS offers its client-side storage (`lti_storage_target`,
     * decision 0039), what the login's page stores there first.
     */
    async start(request: LtiLoginRequest): Promise<{ url: string; storage?: StoreLogin }> {
      const platform = await platformFor(request);
      checkTarget(request.target_link_uri);
      const nonce = states.newNonce();
      await repository.insertNonce(db, {
        nonce,
        platformId: platform.id,
        expiresAt: new Date(now().getTime() + ltiStateTtlSeconds * 1000),
      });
      const storageTarget = request.lti_storage_target;
      const state = await states.issue({
        nonce,
        platformId: platform.id,
        ...(storageTarget ? { storageTarget } : {}),
      });
      const url = new URL(platform.authLoginUrl);
      const parameters = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.clientId,
        redirect_uri: `${origin}/lti/launch`,
        login_hint: request.login_hint,
        ...(request.lti_message_hint ? { lti_message_hint: request.lti_message_hint } : {}),
        state,
        nonce,
        ...(storageTarget ? { lti_storage_target: storageTarget } : {}),
      };
      for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
      if (!storageTarget) return { url: url.toString() };
      const storage: StoreLogin = {
        mode: 'put',
        target: storageTarget,
        platformOrigin: url.origin,
        state,
        nonce,
        next: url.toString(),
        fallback: withoutStorage(request),
      };
      return { url: url.toString(), storage };
    },
  };
}
