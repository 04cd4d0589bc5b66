import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users-schema';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title').notNull(),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_created_idx').on(table.createdAt)],
);
