import {
  type LtiRosterSyncResult,
  ltiMediaTypes,
  ltiRosterMaxMembers,
  ltiServiceScopes,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { classRecords } from '../classes';
import { ltiAdvantageRepository as repository } from './advantage-repository';
import { accountFor, courseRoleOf } from './people';
import { serviceSaid } from './service-said';
import { detailOf, failureOf, type ServiceTokens } from './service-tokens';

/** One member as the membership container lists them (NRPS §2.2); names and email optional. */
export interface RosterMember {
  user_id: string;
  roles: string[];
  status: 'Active' | 'Inactive' | 'Deleted';
  given_name?: string;
  family_name?: string;
  name?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, 500) : undefined;

/** The `rel="next"` address of a Link header (RFC 8288), if any. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (
      match &&
      /(?:^|;)\s*rel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?\s*(?:;|$)/i.test(match[2] ?? '')
    )
      return match[1] ?? null;
  }
  return null;
}

function membersOf(body: unknown): RosterMember[] {
  const members = (body as { members?: unknown })?.members;
  if (!Array.isArray(members)) return [];
  return members.flatMap((entry: Record<string, unknown>) => {
    const userId = text(entry?.user_id);
    if (!userId) return [];
    const roles = Array.isArray(entry.roles)
      ? entry.roles.filter((role): role is string => typeof role === 'string')
      : [];
    const status =
      entry.status === 'Inactive' || entry.status === 'Deleted' ? entry.status : 'Active';
    return [
      {
        user_id: userId,
        roles,
        status,
        given_name: text(entry.given_name),
        family_name: text(entry.family_name),
        name: text(entry.name),
      },
    ];
  });
}

const unavailable = (message: ServerMessage) => new AppError(503, 'unavailable', message);

/**
 * Bringing a class's roster in from its LMS (Names and Role Provisioning Services 2.0): every
 * page of the membership container (followed by `Link: <…>; rel="next"`), then in one
 * transaction: LMS people become LTI accounts (issuer, `user_id` as `sub`), learners are enrolled
 * and teachers teach, and learners the LMS no longer lists as active leave the class, marked
 * `removed` (their accounts and records stay). Names follow the launch's rules; classmates still
 * see nicknames only.
 */
export function createRosterSync(deps: { db: Database; tokens: ServiceTokens; now: () => Date }) {
  const { db, tokens, now } = deps;

  async function fetchAll(platform: Parameters<ServiceTokens['call']>[0], first: string) {
    const members: RosterMember[] = [];
    const seen = new Set<string>();
    let url: string | null = first;
    while (url) {
      if (seen.has(url) || seen.size >= 200) throw unavailable(serviceSaid.rosterCircles);
      seen.add(url);
      let response: Response;
      try {
        response = await tokens.call(
          platform,
          [ltiServiceScopes.roster],
          url,
          { accept: ltiMediaTypes.membershipContainer },
          'roster',
        );
      } catch (error) {
        throw unavailable(failureOf(error, 'roster', 10_000).said);
      }
      if (!response.ok)
        throw unavailable(serviceSaid.rosterNotGiven(response.status, await detailOf(response)));
      members.push(...membersOf(await response.json().catch(() => ({}))));
      if (members.length > ltiRosterMaxMembers)
        throw unavailable(serviceSaid.rosterTooLarge(ltiRosterMaxMembers));
      const next = nextLink(response.headers.get('link'));
      url = next ? new URL(next, url).toString() : null;
    }
    return members;
  }

  return {
    /**
     * The roster read, then its changes in the caller's transaction (the idempotent POST's, which
     * keeps the answer it returns with them).
     */
    async sync(
      transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>,
      classId: string,
    ): Promise<{ data: LtiRosterSyncResult }> {
      const linked = await repository.contextOfClass(db, classId);
      if (!linked)
        throw notFound(
          /*i18n*/ {
            id: 'lti.this-class-is-not-linked-to',
            message: 'This class is not linked to a course in an LMS.',
          },
        );
      const { context, platform } = linked;
      if (!context.membershipsUrl)
        throw new AppError(
          409,
          'conflict',
          /*i18n*/ {
            id: 'lti.has-not-offered-its-roster-to',
            message:
              '{name} has not offered its roster to Sparked. Open Sparked from the course once as its teacher, or ask the LMS administrator to allow Names and Role Provisioning.',
            values: { name: platform.name },
          },
        );
      const members = await fetchAll(platform, context.membershipsUrl);
      const at = now();
      return transaction(async (tx) => {
        const counts = { added: 0, kept: 0, removed: 0, teachers: 0 };
        const listed = new Set<string>();
        for (const member of members) {
          if (member.status !== 'Active') continue;
          const role = courseRoleOf(member.roles);
          if (role === 'none') continue;
          const person = {
            issuer: platform.issuer,
            subject: member.user_id,
            person: {
              givenName: member.given_name,
              familyName: member.family_name,
              name: member.name,
            },
          };
          const { user } = await accountFor(tx, person, role === 'teacher', platform);
          if (role === 'teacher') {
            counts.teachers += 1;
            if (!(await classRecords.isTeacher(tx, classId, user.id)))
              await classRecords.addTeacher(tx, classId, user.id);
          } else {
            listed.add(member.user_id);
            const before = await classRecords.membership(tx, classId, user.id);
            if (before?.status === 'active') counts.kept += 1;
            else {
              await classRecords.admit(tx, classId, user.id, 'teacher');
              counts.added += 1;
            }
          }
          await repository.saveRosterMember(tx, {
            classId,
            issuer: platform.issuer,
            subject: member.user_id,
            userId: user.id,
            role: role === 'teacher' ? 'teacher' : 'learner',
            status: 'active',
            removedAt: null,
            syncedAt: at,
          });
        }
        for (const gone of await repository.lmsLearnersOf(tx, classId, platform.issuer)) {
          if (listed.has(gone.subject)) continue;
          if (await classRecords.removeMember(tx, classId, gone.userId)) counts.removed += 1;
          await repository.saveRosterMember(tx, {
            classId,
            issuer: platform.issuer,
            subject: gone.subject,
            userId: gone.userId,
            role: 'learner',
            status: 'removed',
            removedAt: at,
            syncedAt: at,
          });
        }
        await repository.saveSync(tx, context, counts, at);
        return { data: { ...counts, syncedAt: at.toISOString() } };
      });
    },
  };
}

export type RosterSync = ReturnType<typeof createRosterSync>;
