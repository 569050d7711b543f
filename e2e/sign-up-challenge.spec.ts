import path from 'node:path';
import type { Request } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '../scripts/harness.mjs';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/accounts';

// The suite's shared server runs with the limits off; this journey needs them on, so it starts
// a server of its own, and its steps run in order against that server's counters.
test.describe.configure({ mode: 'serial' });

/** Sign-ups one address may make before it must solve a challenge (the production limit). */
const SIGN_UPS_WITHOUT_CHALLENGE = 10;

let server: BuiltServer;

test.beforeAll(async () => {
  // Starting a server and its embedded database took well over 30 s on a busy two-core machine.
  test.setTimeout(120_000);
  server = await startBuiltServer({
    rootDir: path.join(import.meta.dirname, '..'),
    env: { RATE_LIMITS: 'on', EMAIL_VERIFICATION: 'off' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const carriesProof = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === '/api/account' &&
  'proof' in (request.postDataJSON() as object);

test('past the sign-ups an address may make freely, the form proves a person is there and signs up', async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  // Ten sign-ups, a solve and an axe pass: a long journey.
  test.slow();
  // A classroom's first students, behind the same router; their sessions stay out of the page.
  for (let index = 0; index < SIGN_UPS_WITHOUT_CHALLENGE; index++) {
    const response = await request.post(`${server.baseUrl}/api/account`, {
      data: { name: `Aluno ${index}`, email: uniqueEmail('turma'), password: PASSWORD },
      headers: { origin: server.baseUrl },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  // The solved sign-up is held until the checking state has been looked at, then goes on.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${server.baseUrl}/api/account`, async (route) => {
    if (carriesProof(route.request())) await released;
    await route.continue();
  });

  await page.goto(`${server.baseUrl}/cadastro`);
  await page.getByLabel('Nome completo').fill('Bruna Costa');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('bruna'));
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  const proofSent = page.waitForRequest(carriesProof);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Verificando que você é uma pessoa...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criando sua conta...' })).toBeDisabled();
  await proofSent;
  await expectNoA11yViolations(page, { label: 'checking that a person is there' });
  release();

  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});
