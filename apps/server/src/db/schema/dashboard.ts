import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { updatedAt } from './columns';

// ---- Dashboard ----

/** Which dashboard widgets a user shows, in which order; no row means the default layout. */
export const dashboardLayouts = pgTable('dashboard_layouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  widgets: jsonb('widgets').$type<{ id: string; visible: boolean }[]>().notNull(),
  updatedAt: updatedAt(),
});
