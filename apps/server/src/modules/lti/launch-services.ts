import { ltiClaims, ltiServiceClaims, ltiServiceScopes } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { ltiAdvantageRepository as repository } from './advantage-repository';

/** The LTI Advantage services a launch offers, and what its link opens in Sparked. */
export interface LaunchServices {
  /** Assignment and Grade Services: the scopes granted, the course's and the link's line items. */
  grades: { scopes: string[]; lineItems: string | null; lineItem: string | null } | null;
  /** Names and Role Provisioning Services: the course's roster. */
  roster: { membershipsUrl: string } | null;
  linkTitle: string | null;
  /** The module and activity the link opens: from its custom parameters or its target path. */
  moduleId: string | null;
  activityId: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: unknown) => (typeof value === 'string' && uuid.test(value) ? value : null);

/** A service address from the LMS: https, or http on this machine (a test's or a developer's LMS). */
function serviceAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password) return null;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? value : null;
}

/**
 * The module and activity of a Sparked page: `/…/modules/<id>` and, after it, an activity's
 * `/<kind>/<id>` (`/activities/<id>` in the player, `/ebook/<id>` and the like elsewhere).
 */
function placeOfPath(target: string): { moduleId: string | null; activityId: string | null } {
  let path: string;
  try {
    path = new URL(target).pathname;
  } catch {
    return { moduleId: null, activityId: null };
  }
  const match = /\/modules\/([0-9a-f-]{36})(?:\/[a-z-]+\/([0-9a-f-]{36}))?/i.exec(path);
  return { moduleId: idOf(match?.[1]), activityId: idOf(match?.[2]) };
}

/** Reads the AGS and NRPS claims (AGS §3.1, NRPS §3.6.1) and the link's place in Sparked. */
export function servicesOf(claims: Record<string, unknown>): LaunchServices {
  const ags = claims[ltiServiceClaims.gradeService] as Record<string, unknown> | undefined;
  const scopes = Array.isArray(ags?.scope)
    ? ags.scope.filter((scope): scope is string => typeof scope === 'string')
    : [];
  const lineItems = serviceAddress(ags?.lineitems);
  const lineItem = serviceAddress(ags?.lineitem);
  const nrps = claims[ltiServiceClaims.rosterService] as Record<string, unknown> | undefined;
  const membershipsUrl = serviceAddress(nrps?.context_memberships_url);
  const link = claims[ltiClaims.resourceLink] as { title?: unknown } | undefined;
  const custom = (claims[ltiClaims.custom] ?? {}) as Record<string, unknown>;
  const target = claims[ltiClaims.targetLinkUri];
  const fromPath = placeOfPath(typeof target === 'string' ? target : '');
  const activityId = idOf(custom.activity_id) ?? fromPath.activityId;
  return {
    grades: ags && (lineItems || lineItem) ? { scopes, lineItems, lineItem } : null,
    roster: membershipsUrl ? { membershipsUrl } : null,
    linkTitle: typeof link?.title === 'string' ? link.title.slice(0, 255) : null,
    moduleId: idOf(custom.module_id) ?? fromPath.moduleId,
    activityId,
  };
}

/**
 * Keeps what a launch says about its services (decision 0033), in the launch's transaction: the
 * course's roster and line-items addresses, the link with its line item, and for a learner the
 * `sub` their scores on this link are sent for.
 */
export async function recordLaunchServices(
  tx: Database,
  launch: {
    issuer: string;
    deploymentId: string;
    subject: string;
    resourceLinkId: string | null;
    context: { id: string } | null;
    services: LaunchServices;
  },
  placed: { platformId: string; userId: string; classId: string | null; learner: boolean },
  at: Date,
) {
  const { services } = launch;
  if (launch.context && placed.classId)
    await repository.saveContextServices(tx, {
      issuer: launch.issuer,
      deploymentId: launch.deploymentId,
      contextId: launch.context.id,
      platformId: placed.platformId,
      classId: placed.classId,
      membershipsUrl: services.roster?.membershipsUrl ?? null,
      lineItemsUrl: services.grades?.lineItems ?? null,
      gradeScopes: services.grades?.scopes ?? [],
    });
  if (!launch.resourceLinkId) return;
  const linkId = await repository.saveLink(tx, {
    platformId: placed.platformId,
    issuer: launch.issuer,
    deploymentId: launch.deploymentId,
    resourceLinkId: launch.resourceLinkId,
    classId: placed.classId,
    title: services.linkTitle,
    moduleId: services.moduleId,
    activityId: services.activityId,
    lineItemUrl: services.grades?.lineItem ?? null,
    lineItemsUrl: services.grades?.lineItems ?? null,
    gradeScopes: services.grades?.scopes ?? [],
  });
  // Scores go back only where the LMS grants the score scope, and only for learners.
  const scored = services.grades?.scopes.includes(ltiServiceScopes.score);
  if (placed.learner && scored && (services.moduleId || services.activityId))
    await repository.saveLinkLearner(tx, {
      linkId,
      userId: placed.userId,
      subject: launch.subject,
      lastLaunchAt: at,
    });
}
