import { createHash, randomBytes } from 'node:crypto';
import {
  type LtiLaunchRequest,
  ltiLandingPath,
  ltiSessionCodeTtlSeconds,
  type SessionResponse,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/errors';
import type { AccountStanding } from '../core/account-standing';
import { userRepository } from '../core/users-repository';
import type { StartSession } from '../sso';
import { confirmStoredLogin, type LaunchSender, type ReadLaunch } from './client-storage';
import type { DeepLinking } from './deep-linking';
import { deepLinkingRepository } from './deep-linking-repository';
import { readDeepLinkingRequest } from './deep-linking-settings';
import type { KeySets } from './key-sets';
import { claimedIssuer, type Launch, verifyLaunch } from './launch-token';
import { awaitingApproval } from './login';
import { admitLaunch } from './people';
import { LtiRefusal, refusals } from './refusal';
import { ltiRepository as repository } from './repository';
import type { LoginState, LoginStates } from './state';

type PlatformRow = NonNullable<Awaited<ReturnType<typeof repository.platform>>>;

/** Signed in (where the web app goes), or the page that first reads the LMS's storage back. */
type LaunchAnswer =
  | { redirect: string; frameAncestor: string; read?: undefined }
  | { read: ReadLaunch; frameAncestor: string };

/** Nonces and codes a day past their time: by then a late replay has nowhere to go. */
export async function removeExpired(db: Database, now: () => Date) {
  const before = new Date(now().getTime() - 24 * 3600_000);
  await repository.removeExpired(db, before);
  await deepLinkingRepository.removeExpired(db, before);
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

const cartridgeLink = /^\/lms\/modules\/([0-9a-f-]{36})(?:\/activities\/([0-9a-f-]{36}))?$/;

/** The module and activity of a Thin Common Cartridge link's target (`lmsLinkPath`), if it is one. */
export function cartridgeLinkOf(
  launch: Launch,
  origin: string,
): { moduleId: string; activityId: string | null } | null {
  try {
    const url = new URL(launch.targetLinkUri);
    const match = url.origin === origin ? cartridgeLink.exec(url.pathname) : null;
    return match?.[1] ? { moduleId: match[1], activityId: match[2] ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Where the launch lands in the web app: the target's path when it is a page of Sparked's own
 * (the module map, an activity), the start page otherwise.
 */
export function landingOf(launch: Launch, origin: string): string {
  try {
    const url = new URL(launch.targetLinkUri);
    if (url.origin !== origin || url.pathname.startsWith('/lti/')) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * The launch (Security Framework §5.1.1.3 onwards): the state, then the id_token, then the
 * nonce spent once; the person and their course; and a one-time code the web app exchanges for
 * a session, handed over in the URL fragment, so no third-party cookie is needed.
 */
export function createLaunches(deps: {
  db: Database;
  states: LoginStates;
  keySets: KeySets;
  standing: AccountStanding;
  startSession: StartSession;
  deepLinking: DeepLinking;
  origin: string;
  now: () => Date;
}) {
  const { db, states, keySets, standing, startSession, deepLinking, origin, now } = deps;

  /** A random code, kept as its hash only, that signs `userId` in once within two minutes. */
  async function newCode(tx: Database, userId: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await repository.insertSessionCode(tx, {
      codeHash: hashCode(code),
      userId,
      expiresAt: new Date(now().getTime() + ltiSessionCodeTtlSeconds * 1000),
    });
    return code;
  }

  /** After the state and its platform: the storage read back, the token, the person, the code. */
  async function admit(
    request: LtiLaunchRequest,
    sender: LaunchSender,
    known: { state: LoginState; platform: PlatformRow; frameAncestor: string },
  ): Promise<LaunchAnswer> {
    const { state, platform, frameAncestor } = known;
    if (state.storageTarget && confirmStoredLogin(request, state, sender, origin) === 'read') {
      const read: ReadLaunch = {
        mode: 'get',
        target: state.storageTarget,
        platformOrigin: frameAncestor,
        state: request.state,
        nonce: state.nonce,
        idToken: request.id_token,
      };
      return { read, frameAncestor };
    }
    const issuer = claimedIssuer(request.id_token);
    if (issuer !== platform.issuer)
      throw refusals.notTrusted(`id_token from ${issuer ?? 'no issuer'}, not ${platform.issuer}`);
    const launch = await verifyLaunch(request.id_token, {
      platform,
      nonce: state.nonce,
      keySets,
      now,
    });
    if (!(await repository.spendNonce(db, state.nonce, platform.id, now())))
      throw refusals.startAgain('nonce already used: a replayed launch');
    const deepLink =
      launch.messageType === 'LtiDeepLinkingRequest' ? readDeepLinkingRequest(launch) : null;
    const { user, classId, roleRaised } = await admitLaunch(db, launch, platform);
    if (roleRaised) standing.forget(user.id);
    const link = cartridgeLinkOf(launch, origin);
    const admitted = { userId: user.id, classId };
    const to = deepLink
      ? await deepLinking.open(deepLink, launch, platform, admitted)
      : ((link && (await deepLinking.openCartridgeLink(link, admitted))) ??
        landingOf(launch, origin));
    const code = await newCode(db, user.id);
    const fragment = new URLSearchParams({ code, to });
    return { redirect: `${ltiLandingPath}#${fragment.toString()}`, frameAncestor };
  }

  return {
    /**
     * Verifies a launch and answers where the web app takes the person, with their code. A login
     * whose state the LMS keeps (decision 0039) first answers what Sparked's page reads back
     * from the LMS's storage; that page posts the launch again with it.
     */
    async launch(request: LtiLaunchRequest, sender: LaunchSender = {}): Promise<LaunchAnswer> {
      const state = await states.read(request.state);
      const platform = await repository.platform(db, state.platformId);
      if (!platform) throw refusals.notRegistered('the platform of this login was removed');
      if (platform.status === 'pending') throw awaitingApproval(platform.issuer);
      const frameAncestor = new URL(platform.authLoginUrl).origin;
      try {
        return await admit(request, sender, { state, platform, frameAncestor });
      } catch (error) {
        // The LMS that launched may show the refusal page in its frame.
        if (error instanceof LtiRefusal) error.frameAncestor ??= frameAncestor;
        throw error;
      }
    },

    /**
     * A fresh code for a person already signed in (decision 0031): a new tab opened from the
     * LMS's iframe shares none of the frame's storage, so it signs in with this at `/lms-launch`
     * and holds a session (a token family) of its own. Like a launch's: two minutes, once.
     */
    handOver: (tx: Database, userId: string) => newCode(tx, userId),

    /** A launch's one-time code, once, for the same tokens signing in gives. */
    async exchange(code: string): Promise<SessionResponse['data']> {
      const userId = await repository.spendSessionCode(db, hashCode(code), now());
      const user = userId ? await userRepository.findUser(db, userId) : undefined;
      if (!user)
        throw unauthorized(
          /*i18n*/ {
            id: 'lti.this-sign-in-from-your-course',
            message:
              'This sign-in from your course has been used or has expired. Open the activity again from your course.',
          },
        );
      return startSession(user);
    },
  };
}

export type Launches = ReturnType<typeof createLaunches>;
