import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { text } from './support/site';

// The dashboard a founder returns to: their simulation's numbers and the mentor's tip, then the
// widgets customised with the keyboard alone, kept after a reload.

const t = (key: string, values?: Record<string, string | number>) => text('pt-BR', 'dashboard', key, values);

test('a founder sees their numbers, customises the dashboard with the keyboard, and finds it so after a reload', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  await signUpThroughApi(page, baseURL, { who: 'dashboard', skipOnboarding: true });
  const simulation = await createSimulationThroughApi(page, baseURL, {
    name: 'Padaria da Marina',
    businessType: 'food',
  });
  await playPlainMonthThroughApi(page, baseURL, simulation, 1);
  await openApp(page, '/dashboard');

  const card = page.getByTestId('dashboard-simulation');
  await expect(card.getByRole('link', { name: 'Padaria da Marina' })).toBeVisible();
  // The helper's simulations run twelve months.
  await expect(card).toContainText(t('simulations.playedOf', { played: 1, horizon: 12 }));
  await expect(page.getByTestId('dashboard-tip')).toBeVisible();
  await expectNoA11yViolations(page, { label: 'dashboard' });

  const order = () =>
    page
      .getByTestId('dashboard-widgets')
      .getByRole('region')
      .evaluateAll((regions) => regions.map((region) => region.getAttribute('data-testid')));
  expect(await order()).toEqual([
    'quick-actions',
    'widget-usage',
    'widget-simulations',
    'widget-validations',
    'widget-progress',
    'widget-mentor',
    'widget-notifications',
  ]);

  // Keyboard only: open the panel, move the mentor to the top, hide the plan's usage and the quick actions, save.
  await page.getByRole('button', { name: t('customise.open') }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('customise-panel');
  await expect(panel).toBeVisible();
  const mentorName = t('widgets.mentor.title');
  for (let step = 0; step < 5; step += 1) {
    await panel.getByRole('button', { name: t('customise.moveUp', { name: mentorName }) }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(panel.getByRole('status')).toHaveText(t('customise.moved', { name: mentorName, position: 1, total: 7 }));
  for (const hidden of ['usage', 'quickActions']) {
    await panel.getByRole('checkbox', { name: t(`widgets.${hidden}.title`) }).focus();
    await page.keyboard.press('Space');
  }
  await expectNoA11yViolations(page, { label: 'customising the dashboard' });
  await panel.getByRole('button', { name: t('customise.save') }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();

  const customised = [
    'widget-mentor',
    'widget-simulations',
    'widget-validations',
    'widget-progress',
    'widget-notifications',
  ];
  await expect.poll(order).toEqual(customised);
  await page.reload();
  await expect(page.getByTestId('dashboard-tip')).toBeVisible();
  await expect.poll(order).toEqual(customised);
});
