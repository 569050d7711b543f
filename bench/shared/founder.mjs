// A founder with something on every signed-in screen the speed benchmarks open: three active
// simulations a few months in, an idea validation, a mentor conversation, a report and a class.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAsServer } from '../engine/bundles.mjs';
import { callApi } from './call-api.mjs';
import { trialAccount } from './trial-account.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIMULATIONS = 3;

/** The benchmarks' class: a shared market of food businesses, rounds when the teacher closes them. */
export const REFERENCE_CLASS = {
  name: 'Turma de referência',
  businessType: 'food',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 2026,
  firstCalendarMonth: 3,
  marketMode: 'shared',
  grouping: 'individual',
  schedule: 'manual',
};
const MONTHS_PLAYED = 4;

async function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The engine's suggested decisions and the idea corpus, bundled as the server bundles the domain. */
export function loadDomain() {
  const domain = path.join(ROOT_DIR, 'packages/domain/src');
  return importAsServer(
    `export { suggestDecisions } from '${domain}/simulation/create-simulation';
export { IDEA_CORPUS } from '${domain}/validation/testing/idea-corpus';`,
    'founder',
  );
}

/**
 * Signs a founder up on the Pro trial, past the onboarding wizard, and gives every screen something
 * to show. Resolves with the session cookie and the paths of the screens, in the app's pt-BR names.
 */
export async function seedFounder(baseUrl) {
  const { suggestDecisions, IDEA_CORPUS } = await loadDomain();
  const cookie = await trialAccount(baseUrl);
  const call = (method, pathname, body) => callApi(baseUrl, method, pathname, { cookie, body });
  await expectStatus(await call('POST', '/api/onboarding/skip'), 200, 'POST /api/onboarding/skip');

  const simulationIds = [];
  for (let i = 0; i < SIMULATIONS; i += 1) {
    let { simulation } = await expectStatus(
      await call('POST', '/api/simulations', {
        name: `Café ${i + 1}`,
        businessType: 'food',
        country: 'BR',
        currency: 'BRL',
        startingCapitalCents: 120_000_00,
        horizonMonths: 12,
        difficulty: 'normal',
        seed: 2026 + i,
        firstCalendarMonth: 3,
      }),
      201,
      'POST /api/simulations',
    );
    for (let month = 1; month <= MONTHS_PLAYED; month += 1) {
      ({ simulation } = await expectStatus(
        await call('POST', `/api/simulations/${simulation.id}/months`, {
          month,
          decisions: suggestDecisions(simulation.state),
        }),
        200,
        `month ${month}`,
      ));
    }
    simulationIds.push(simulation.id);
  }

  const idea = IDEA_CORPUS.find((entry) => entry.language === 'pt-BR' && entry.specificity === 'specific').idea;
  const { validation } = await expectStatus(await call('POST', '/api/validations', idea), 201, 'POST /api/validations');

  const { conversation } = await expectStatus(
    await call('POST', '/api/mentor/conversations', {}),
    201,
    'POST /api/mentor/conversations',
  );
  // The answer is a stream: read it to its end, so the conversation holds it.
  const asked = await call('POST', `/api/mentor/conversations/${conversation.id}/messages`, {
    content: 'Como sei se o preço do meu café está certo?',
  });
  if (asked.status !== 200) throw new Error(`the mentor answered ${asked.status}: ${await asked.text()}`);
  await asked.text();

  await expectStatus(
    await call('POST', '/api/reports', { kind: 'simulation', itemId: simulationIds[0] }),
    201,
    'POST /api/reports',
  );
  await expectStatus(await call('POST', '/api/classes', REFERENCE_CLASS), 201, 'POST /api/classes');

  return {
    cookie,
    pages: [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'simulations', path: '/simulacao-negocio' },
      { name: 'month', path: `/simulacao-negocio/${simulationIds[0]}` },
      { name: 'ideas', path: '/ideias' },
      { name: 'validation', path: `/validacao-ideia/${validation.id}` },
      { name: 'mentor', path: `/mentor-ia/${conversation.id}` },
      { name: 'reports', path: '/relatorios' },
      { name: 'classes', path: '/turmas' },
    ],
  };
}
