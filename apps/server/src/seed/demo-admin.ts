import type { Database } from '../db/database';
import { userTags } from '../db/schema';
import { changeUsers } from '../modules/admin/user-changes';
import type { AuditActor } from '../modules/core/audit-log';
import { seedId } from './economy-catalogue';

const demoTags = [
  { key: 'pilot-cohort', name: 'Pilot cohort', colour: 'primary' },
  { key: 'science-club', name: 'Science club', colour: 'accent' },
  { key: 'staff', name: 'Staff', colour: 'success' },
] as const;

/**
 * The admin console's demo: three tags, given by the demo admin through the same change an admin
 * makes on the users page, so the audit log and the student's "admin activity" show real entries.
 */
export async function seedDemoAdmin(
  db: Database,
  people: { admin: string; facilitator: string; student: string },
) {
  const tagIds = Object.fromEntries(demoTags.map((tag) => [tag.key, seedId(`tag:${tag.key}`)]));
  await db
    .insert(userTags)
    .values(demoTags.map(({ key, name, colour }) => ({ id: tagIds[key], name, colour })))
    .onConflictDoNothing();
  const actor: AuditActor = { id: people.admin, ip: null, userAgent: 'Sparked demo data' };
  const give = (tag: (typeof demoTags)[number]['key'], userIds: string[], reason: string) =>
    changeUsers(db, actor, {
      target: { userIds },
      action: { kind: 'addTag', tagId: tagIds[tag] ?? '' },
      reason,
      dryRun: false,
    });
  await give('pilot-cohort', [people.student], 'Joined the pilot at the start of term');
  await give('science-club', [people.student], 'Signed up at the club fair');
  await give('staff', [people.admin, people.facilitator], 'School staff');
}
