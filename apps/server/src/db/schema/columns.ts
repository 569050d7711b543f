import { customType, timestamp } from 'drizzle-orm/pg-core';

// ---- Columns the schema's files share ----

// Drizzle has no built-in bytea column; node-postgres and PGlite both answer it as a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
