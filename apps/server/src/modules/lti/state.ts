import { randomBytes } from 'node:crypto';
import { ltiStateTtlSeconds } from '@sparked/contracts';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { type SigningKeys, signingAlgorithm } from '../core/signing-keys';
import { LtiRefusal, refusals } from './refusal';

const stateType = 'lti-state+jwt';

export interface LoginState {
  nonce: string;
  platformId: string;
  /**
   * The LMS's frame that keeps this state and nonce (`lti_storage_target`, decision 0039): the
   * launch then completes only once Sparked's page has read them back from there.
   */
  storageTarget?: string;
}

/**
 * The state of a login without a cookie (LMSs frame the tool, and browsers block third-party
 * cookies): a short-lived JWT Sparked signs, carrying the nonce and the platform. The nonce is
 * also recorded, so the launch that spends it is the only one.
 */
export function createLoginStates(deps: { keys: SigningKeys; origin: string; now: () => Date }) {
  const { keys, origin, now } = deps;
  const audience = `${origin}/lti/launch`;
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    newNonce: () => randomBytes(24).toString('base64url'),

    issue: (state: LoginState) =>
      new SignJWT({
        nonce: state.nonce,
        platform: state.platformId,
        ...(state.storageTarget ? { storage: state.storageTarget } : {}),
      })
        .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid, typ: stateType })
        .setIssuer(origin)
        .setAudience(audience)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ltiStateTtlSeconds)
        .sign(keys.privateKey),

    /** The state's nonce and platform, or a refusal: forged, expired, or from elsewhere. */
    async read(token: string): Promise<LoginState> {
      try {
        const { kid } = decodeProtectedHeader(token);
        const key = kid ? keys.publicKeys.get(kid) : undefined;
        if (!key) throw refusals.startAgain('state signed with a key Sparked does not hold');
        const { payload } = await jwtVerify(token, key, {
          algorithms: [signingAlgorithm],
          issuer: origin,
          audience,
          typ: stateType,
          currentDate: now(),
          requiredClaims: ['exp', 'iat', 'nonce', 'platform'],
        });
        if (typeof payload.nonce !== 'string' || typeof payload.platform !== 'string')
          throw refusals.startAgain('state without a nonce or platform');
        return {
          nonce: payload.nonce,
          platformId: payload.platform,
          ...(typeof payload.storage === 'string' ? { storageTarget: payload.storage } : {}),
        };
      } catch (error) {
        if (error instanceof LtiRefusal) throw error;
        const why = error instanceof Error ? error.message : 'unreadable';
        throw refusals.startAgain(`state refused: ${why}`);
      }
    },
  };
}

export type LoginStates = ReturnType<typeof createLoginStates>;
