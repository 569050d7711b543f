import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment and a short name,
// the workspace's folder (`npx vitest run --project web src/features/mentor`).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default leaves a core free (cores - 1): a single worker on the two-core machines the
    // tests run on. Two keep both cores busy; the server's files can share them because each loads
    // a migrated PGlite snapshot (global set-up) instead of creating and migrating a database.
    maxWorkers: 2,
  },
});
