import { defineConfig } from 'drizzle-kit';

// One schema and one migration set serve both PGlite and a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
