import { currencies, joinModes } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/** A class; `ownerId` teaches it, co-teachers are in `class_teachers`. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    term: text('term').notNull().default(''),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    joinMode: text('join_mode', { enum: joinModes }).notNull().default('approval'),
    showFirstNames: boolean('show_first_names').notNull().default(false),
    sequential: boolean('sequential').notNull().default(false),
    leagues: boolean('leagues').notNull().default(true),
    leaderboard: boolean('leaderboard').notNull().default(true),
    /** Whether the code box's worked examples may give these students the whole project. */
    codeBoxFullCode: boolean('code_box_full_code').notNull().default(false),
    /** A place in a paid class is bought; both null: free. */
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency', { enum: currencies }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Set on the one class per academy module that self-enrolled students join: the player,
     * progress and rewards then work the same inside and outside a teacher's class.
     */
    academyModuleId: uuid('academy_module_id')
      .unique()
      .references(() => modules.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('classes_owner_idx').on(table.ownerId)],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index('class_teachers_user_idx').on(table.userId),
  ],
);

/** Published modules assigned to a class, in order. */
export const classModules = pgTable(
  'class_modules',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.classId, table.moduleId] })],
);

/** Students of a class; `pending` is a join request waiting for the teacher. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'pending'] }).notNull(),
    /** How they came: a join code, a referral code, the teacher, an open class, or paying. */
    via: text('via', { enum: ['code', 'referral', 'teacher', 'open', 'payment'] }).notNull(),
    joinedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index('class_members_user_idx').on(table.userId),
  ],
);

/** Join codes; a class has at most one that is not revoked (the partial unique index). */
export const joinCodes = pgTable(
  'join_codes',
  {
    code: text('code').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('join_codes_one_active_idx')
      .on(table.classId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Referral codes (spec §7): registering with one enrols the new student in its class. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    code: text('code').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [index('referral_codes_class_idx').on(table.classId)],
);
