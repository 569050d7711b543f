import { defineConfig } from 'drizzle-kit';

// One schema and one migration set serve both PGlite and a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  // Every file in the folder: one per module area (columns.ts holds only shared column builders).
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
