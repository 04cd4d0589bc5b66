import { builtInPalettes } from '@sparked/design-tokens';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { classMembers, moduleAuthors, modules, themes, users } from '../db/schema';
import { platformSettingsRepository } from '../modules/core/platform-settings-repository';
import { seededModuleTexts } from '../modules/modules/seeded-texts';
import { hashPassword } from '../modules/sso/passwords';
import type { WalletBook } from '../modules/wallets/wallet-book';
import { demoAccounts } from './demo-accounts';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoClass } from './demo-class';
import { seedDemoCompetitions } from './demo-competitions';
import { seedDemoEvents } from './demo-events';
import { seedDemoGames } from './demo-games';
import { demoLinks } from './demo-links';
import { seedDemoModules } from './demo-modules';
import { seedDemoPuzzles } from './demo-puzzles';
import { seedDemoStreak } from './demo-streak';
import { seedDemoEconomy } from './economy';

/** Built-in palettes are always present; a theme edited in the database is left as it is. */
export async function seedThemes(db: Database): Promise<void> {
  await db
    .insert(themes)
    .values(Object.entries(builtInPalettes).map(([name, palette]) => ({ name, palette })))
    .onConflictDoNothing();
}

/** Seeds demo accounts, modules and wallets into an empty database; returns whether it did. */
export async function seedDemoData(db: Database, book: WalletBook): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return false;
  const inserted = await db
    .insert(users)
    .values(
      await Promise.all(
        demoAccounts.map(async ({ password, ...account }) => ({
          ...account,
          passwordHash: await hashPassword(password),
        })),
      ),
    )
    .returning({ id: users.id, role: users.role });
  const student = inserted.find((user) => user.role === 'student');
  if (student) {
    await seedDemoEconomy(db, book, student.id);
    await seedDemoStreak(db, student.id);
  }
  await seedDemoEvents(db);
  const facilitator = inserted.find((user) => user.role === 'facilitator');
  const admin = inserted.find((user) => user.role === 'admin');
  if (!facilitator || !admin) return true;
  if (student)
    await seedDemoAdmin(db, { admin: admin.id, facilitator: facilitator.id, student: student.id });
  await platformSettingsRepository.write(db, 'links', demoLinks, admin.id);
  const [owned, viewed] = await db
    .insert(modules)
    .values([
      { title: seededModuleTexts.photosynthesis.title.message },
      { title: seededModuleTexts.climate.title.message },
    ])
    .returning({ id: modules.id });
  if (owned && viewed) {
    // The facilitator owns one and only views the other, so both sides of authorship show.
    await db.insert(moduleAuthors).values([
      { moduleId: owned.id, userId: facilitator.id, role: 'owner' },
      { moduleId: owned.id, userId: admin.id, role: 'editor' },
      { moduleId: viewed.id, userId: admin.id, role: 'owner' },
      { moduleId: viewed.id, userId: facilitator.id, role: 'viewer' },
    ]);
    await seedDemoModules(
      db,
      { photosynthesis: facilitator.id, climate: admin.id },
      { photosynthesis: owned.id, climate: viewed.id },
    );
    if (student) {
      const classId = await seedDemoClass(db, book, {
        teacher: facilitator.id,
        student: student.id,
        module: owned.id,
      });
      await seedDemoCompetitions(db, { classId });
      const classmates = await db
        .select({ id: classMembers.userId })
        .from(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'active')));
      await seedDemoPuzzles(db, facilitator.id);
      await seedDemoGames(db, {
        host: facilitator.id,
        module: owned.id,
        players: classmates.map((member) => member.id),
      });
    }
  }
  return true;
}
