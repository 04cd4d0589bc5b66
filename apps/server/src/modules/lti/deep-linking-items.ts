import { randomBytes } from 'node:crypto';
import {
  type LtiDeepLinkModule,
  ltiClaims,
  ltiDeepLinkingClaims,
  ltiDeepLinkingResponseType,
  ltiResourceLinkType,
  ltiVersion,
} from '@sparked/contracts';
import { SignJWT } from 'jose';
import type { ModuleSnapshot } from '../../db/schema';
import type { KeySet } from '../core/signing-keys';
import { rsaSigningAlgorithm } from '../core/signing-keys';
import { badRequest } from './deep-linking-errors';
import type { LtiDeepLinkRow } from './deep-linking-repository';
import type { LtiPlatformRow } from './repository';

/** How long the LMS may take to receive the answer (seconds). */
const answerTtlSeconds = 600;

type SnapshotActivity = ModuleSnapshot['sections'][number]['units'][number]['activities'][number];

/** The points of a scored activity (a form's questions), or null: nothing for a gradebook. */
function scoreMaximumOf(activity: SnapshotActivity): number | null {
  if (activity.content.type !== 'form') return null;
  const points = activity.content.questions.reduce((sum, question) => sum + question.points, 0);
  return points > 0 ? points : null;
}

/** A published module as the picker offers it: its activities in the order learners meet them. */
export function pickableModule(row: {
  id: string;
  title: string;
  subject: string;
  snapshot: ModuleSnapshot;
}): LtiDeepLinkModule {
  const activities = row.snapshot.sections.flatMap((section) =>
    section.units.flatMap((unit) => unit.activities),
  );
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    activities: activities.map((activity) => ({
      id: activity.id,
      type: activity.type,
      title: activity.title,
      scoreMaximum: scoreMaximumOf(activity),
    })),
  };
}

/** An `ltiResourceLink` content item (Deep Linking 2.0 §3.2), as the LMS stores it. */
export interface ResourceLinkItem {
  type: typeof ltiResourceLinkType;
  title: string;
  url: string;
  custom: Record<string, string>;
  lineItem?: { label: string; scoreMaximum: number; resourceId: string; tag: string };
}

/**
 * The items of the teacher's choice: a module links to its map, an activity to the player, both
 * in the course's class, with Sparked's ids as custom parameters; a scored activity brings a
 * gradebook column (`lineItem`) whose `resourceId` is the activity's id.
 */
export function contentItemsOf(
  choices: readonly { moduleId: string; activityId: string | null }[],
  offered: readonly LtiDeepLinkModule[],
  deps: { classId: string; origin: string },
): ResourceLinkItem[] {
  const { classId, origin } = deps;
  const byId = new Map(offered.map((module) => [module.id, module]));
  const seen = new Set<string>();
  return choices.flatMap((choice) => {
    const key = `${choice.moduleId}/${choice.activityId ?? ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const module = byId.get(choice.moduleId);
    if (!module)
      throw badRequest(
        /*i18n*/ {
          id: 'lti.no-such-published-module',
          message: 'There is no such published module among the ones you author.',
        },
      );
    const base = `${origin}/student-journey/classes/${classId}/modules/${module.id}`;
    const custom = { sparked_class_id: classId, sparked_module_id: module.id };
    if (choice.activityId === null)
      return [{ type: ltiResourceLinkType, title: module.title, url: base, custom }];
    const activity = module.activities.find((candidate) => candidate.id === choice.activityId);
    if (!activity)
      throw badRequest(
        /*i18n*/ {
          id: 'lti.activity-not-in-the-module',
          message: 'That activity is not in the published module.',
        },
      );
    const item: ResourceLinkItem = {
      type: ltiResourceLinkType,
      title: activity.title,
      url: `${origin}/player/classes/${classId}/modules/${module.id}/activities/${activity.id}`,
      custom: { ...custom, sparked_activity_id: activity.id },
    };
    if (activity.scoreMaximum !== null)
      item.lineItem = {
        label: activity.title,
        scoreMaximum: activity.scoreMaximum,
        resourceId: activity.id,
        tag: 'sparked',
      };
    return [item];
  });
}

/**
 * The `LtiDeepLinkingResponse` (Deep Linking 2.0 §4.5), signed with Sparked's RS256 key: from the
 * tool (its client id) to the platform (its issuer), a fresh nonce, the request's deployment and
 * `data` echoed as it came.
 */
export function signDeepLinkingResponse(
  request: LtiDeepLinkRow,
  platform: LtiPlatformRow,
  items: readonly ResourceLinkItem[],
  deps: { rsa: KeySet; now: () => Date },
): Promise<string> {
  const seconds = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({
    nonce: randomBytes(24).toString('base64url'),
    [ltiClaims.deploymentId]: request.deploymentId,
    [ltiClaims.messageType]: ltiDeepLinkingResponseType,
    [ltiClaims.version]: ltiVersion,
    [ltiDeepLinkingClaims.contentItems]: items,
    ...(request.data === null ? {} : { [ltiDeepLinkingClaims.data]: JSON.parse(request.data) }),
  })
    .setProtectedHeader({ alg: rsaSigningAlgorithm, kid: deps.rsa.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + answerTtlSeconds)
    .sign(deps.rsa.privateKey);
}
