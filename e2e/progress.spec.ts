import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unwrapCredential, verifyCredential, type IssuerJwk } from '../apps/server/src/lib/vc-jwt';
import type { Language } from '../packages/domain/src/constants';
import { suggestDecisions } from '../packages/domain/src/simulation/create-simulation';
import type { SimulationState } from '../packages/domain/src/simulation/types';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { expectSameDocument, markDocument, openApp, originOf, sendUntilTaken } from './support/app';
import { expectNoCatalogKeys } from './support/catalog-keys';
import { expectFits } from './support/phone';
import { text } from './support/site';

// A founder earns an achievement by the decisions they make (decision 033): a service business
// played with the simulator's careful suggestions rides out the shock that arrives in month 3 with
// more cash than its opening decisions kept unchanged would have had, and the month that closes
// the shock's window (5) earns "Steady through a shock". Played from another client while the
// progress page is open, it arrives there live, with a notification that leads to it; the
// dashboard's widget names it. The same seed and setup as the server's test (progress.test.ts).

interface Played {
  id: string;
  month: number;
  state: SimulationState;
}

/** Plays the next month with the simulator's suggestion, through the API of the page's own session. */
async function playCarefulMonth(page: Page, baseURL: string | undefined, simulation: Played): Promise<Played> {
  const played = await sendUntilTaken(() =>
    page.request.post(`/api/simulations/${simulation.id}/months`, {
      data: { month: simulation.month + 1, decisions: suggestDecisions(simulation.state) },
      headers: { origin: originOf(baseURL) },
    }),
  );
  expect(played.status(), await played.text()).toBe(200);
  return ((await played.json()) as { simulation: Played }).simulation;
}

for (const language of ['pt-BR', 'en-US'] as const satisfies readonly Language[]) {
  test(`${language}: an achievement earned by a month's decisions arrives live on the progress page and its notification`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, 'achievements', key, values);
    const name = (id: string) => text(language, 'progress', `achievements.${id}`);
    await signUpThroughApi(page, baseURL, { who: 'conquista', skipOnboarding: true, language });
    const created = await sendUntilTaken(() =>
      page.request.post('/api/simulations', {
        data: {
          name: 'Estúdio Ana',
          businessType: 'service',
          country: 'BR',
          currency: 'BRL',
          startingCapitalCents: 150_000_00,
          horizonMonths: 12,
          difficulty: 'normal',
          seed: 1,
          firstCalendarMonth: 3,
        },
        headers: { origin: originOf(baseURL) },
      }),
    );
    expect(created.status(), await created.text()).toBe(201);
    let simulation = ((await created.json()) as { simulation: Played }).simulation;
    for (let month = 1; month <= 4; month += 1) simulation = await playCarefulMonth(page, baseURL, simulation);

    // Four months in: the shock's window is not over, nothing is earned, and the page says what is near.
    await openApp(page, '/conquistas');
    await expect(page.getByRole('heading', { level: 2, name: t('within.title') })).toBeVisible();
    await expect(page.getByTestId('competence')).toHaveCount(8);
    await expect(page.getByText(t('achievements.noneEarned'))).toBeVisible();
    await expect(page.getByTestId('earned-count')).toHaveText(t('achievements.earnedCount', { earned: 0, total: 23 }));
    await expectNoCatalogKeys(page, ['competences', 'within', 'achievements', 'conditions', 'actual']);
    await expectNoA11yViolations(page, { label: 'the progress page before any achievement' });

    // The fifth month, played from this session's API while the page stays open.
    await markDocument(page);
    simulation = await playCarefulMonth(page, baseURL, simulation);
    const earned = page.getByTestId('earned-achievements').locator('[data-achievement="steadyThroughShock"]');
    await expect(earned).toBeVisible();
    await expect(earned).toContainText(name('steadyThroughShock'));
    await expect(
      earned.getByRole('link', { name: t('evidence.simulationMonth', { title: 'Estúdio Ana', month: 5 }) }),
    ).toHaveAttribute('href', `/simulacao-negocio/${simulation.id}`);
    await expect(page.getByTestId('earned-count')).toHaveText(t('achievements.earnedCount', { earned: 1, total: 23 }));
    const cash = page.locator('[data-testid="competence"][data-competence="cash"]');
    await expect(cash).toHaveAttribute('data-level', 'familiar');
    // Months played with changing decisions this week: the week counts for the streak.
    await expect(page.getByTestId('streak')).toHaveAttribute('data-current', '1');
    await expect(page.getByTestId('streak')).toContainText(t('streak.thisWeek'));
    await expectSameDocument(page);
    await expectNoA11yViolations(page, { label: 'the progress page with an achievement earned' });

    // Its notification leads to it.
    await page.getByTestId('notification-bell').click();
    const note = page
      .getByTestId('notification-item')
      .filter({ hasText: text(language, 'notifications', 'system.achievementEarned.title') });
    await expect(note).toContainText(text(language, 'notifications', 'system.achievementEarned.description'));
    await note.getByRole('link').click();
    await expect(page).toHaveURL(/\/conquistas#steadyThroughShock$/);
    await expect(earned).toBeInViewport();

    // It downloads as a signed Open Badges credential that verifies with the issuer's published keys.
    const downloading = page.waitForEvent('download');
    await earned
      .getByRole('link', {
        name: `${t('achievements.credential')} ${t('achievements.credentialOf', { name: name('steadyThroughShock') })}`,
      })
      .click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('alavanca-steadyThroughShock.json');
    const token = unwrapCredential(await readFile(await file.path(), 'utf8'));
    const { keys } = (await (await page.request.get('/.well-known/jwks.json')).json()) as { keys: IssuerJwk[] };
    const verified = verifyCredential(token ?? '', keys);
    expect(verified.valid && verified.credential.name).toBe(name('steadyThroughShock'));

    // The dashboard's widget names it.
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-latest-achievement')).toContainText(name('steadyThroughShock'));
    await expect(page.getByTestId('dashboard-competences').locator('[data-competence="cash"]')).toHaveAttribute(
      'data-level',
      'familiar',
    );

    // On a phone.
    await page.goto('/conquistas');
    await expect(page.getByTestId('competence')).toHaveCount(8);
    await expectFits(page, 'the progress page');
  });
}
