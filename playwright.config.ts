import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/harness.mjs';

// Debian's Chromium, not a Playwright-downloaded browser: `scripts/ensure-chromium.sh` installs it.
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  // The build machines have two cores; the server under test shares them.
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  // Starts the built server on a free port with a throw-away data folder; its teardown stops it.
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup; the workers start after it and read the same variable.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The app honours reduced motion: no transitions mid-way when axe samples colours.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
