import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // A new PGlite takes 4–7 s on a small machine; spawned servers need a few more.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A zone other than UTC, so that date parsing mistakes (local vs UTC midnight) show up.
    env: { TZ: 'America/Sao_Paulo' },
    // The files share a worker's loaded modules instead of each loading the whole app again:
    // half the suite's time went to those loads. No file mocks a module, so none can leak into another.
    isolate: false,
  },
});
