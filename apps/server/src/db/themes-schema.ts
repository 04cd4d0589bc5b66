import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const themes = pgTable('themes', {
  name: text('name').primaryKey(),
  palette: jsonb('palette').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
