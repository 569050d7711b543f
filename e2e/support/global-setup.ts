import type { FullConfig } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOAuthStandIn, type OAuthStandIn } from '../../apps/server/src/test/oauth-stand-in';
import { findFreePort, stopProcess, waitForHealth } from '../../scripts/harness.mjs';

const HOST = '127.0.0.1';
const LOG_TAIL_LINES = 40;

/**
 * Starts the built server (`npm run build` first) on a free port with an empty data folder,
 * waits until `/api/health` answers 200 and hands its address to the workers through
 * `E2E_BASE_URL`. The returned function is Playwright's global teardown: SIGTERM, wait for the
 * exit, delete the data folder. The server's output goes to `test-results/server.log`, whose
 * path the workers read from `E2E_SERVER_LOG` (e-mails in the outbox are logged there), and its
 * data folder is `E2E_DATA_DIR`, for the commands a test runs against it.
 *
 * Google and GitHub sign-in run against local stand-ins of their OAuth servers, one each: the
 * Google one lets every person in, the GitHub one refuses every sign-in (as when the person
 * cancels), so both outcomes are covered without tests in parallel sharing a switch.
 *
 * With `E2E_BASE_URL` already set, the tests run against that server and nothing is started.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    await waitForHealth(external);
    return async () => {};
  }

  const rootDir = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const serverEntry = path.join(rootDir, 'apps/server/dist/main.js');
  const webIndex = path.join(rootDir, 'apps/web/dist/index.html');
  for (const built of [serverEntry, webIndex]) {
    if (!fs.existsSync(built)) {
      throw new Error(`${path.relative(rootDir, built)} is missing: run \`npm run build\` before the browser tests.`);
    }
  }

  const port = await findFreePort(HOST);
  const baseURL = `http://${HOST}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-e2e-'));
  const outputDir = config.projects[0]?.outputDir ?? path.join(rootDir, 'test-results');
  fs.mkdirSync(outputDir, { recursive: true });
  const logFile = path.join(outputDir, 'server.log');
  const logFd = fs.openSync(logFile, 'w');

  const googleStandIn = await startOAuthStandIn();
  const githubStandIn = await startOAuthStandIn();
  githubStandIn.setFailing(true);
  const closeStandIns = () => Promise.all([googleStandIn, githubStandIn].map((standIn) => standIn.close()));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    // Links and origins the server builds must point at the address the browser uses.
    APP_URL: baseURL,
    // Every test signs up from the same address; the limits have their own server tests.
    RATE_LIMITS: 'off',
    // New accounts are signed in at once (the journey the tests follow); confirmation has its own tests.
    EMAIL_VERIFICATION: 'off',
    ...providerEnv('GOOGLE', googleStandIn),
    ...providerEnv('GITHUB', githubStandIn),
  };
  // E-mails must land in the outbox (and the log), never on a real SMTP server from the shell.
  delete env.SMTP_URL;
  // The suite gets its own embedded database unless a test database is named explicitly:
  // a DATABASE_URL left in the shell must never receive test data.
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  const server = spawn(process.execPath, [serverEntry], { cwd: rootDir, env, stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);

  const stop = async () => {
    await stopProcess(server);
    await closeStandIns();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, { child: server, logTail: () => readLogTail(logFile) });
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = logFile;
  // Commands run against this server's database (`npm run admin`) find it here.
  process.env.E2E_DATA_DIR = dataDir;
  return stop;
}

/** The server variables of one provider (`GOOGLE_*` or `GITHUB_*`), pointed at its stand-in. */
function providerEnv(prefix: 'GOOGLE' | 'GITHUB', standIn: OAuthStandIn): Record<string, string> {
  return Object.fromEntries(Object.entries(standIn.env).filter(([name]) => name.startsWith(`${prefix}_`)));
}

function readLogTail(logFile: string): string {
  try {
    const lines = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-LOG_TAIL_LINES);
    return `\nLast lines of ${logFile}:\n${lines.join('\n')}`;
  } catch {
    return `\n(${logFile} could not be read.)`;
  }
}
