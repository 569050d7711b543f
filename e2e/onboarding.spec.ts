import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts';

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function readPreferences(page: Page) {
  const response = await page.request.get('/api/preferences');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('onboarding wizard', () => {
  test('keeps Continuar disabled until a step is answered; Pular goes to the dashboard for good', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'onboarding' });
    await page.goto('/dashboard');
    const wizard = page.getByTestId('onboarding-wizard');
    const step = wizard.getByTestId('onboarding-step');
    const next = wizard.getByRole('button', { name: 'Continuar' });

    await expect(step).toHaveText('Passo 1 de 5');
    await expect(wizard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(wizard.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
    await expect(next).toBeEnabled();

    await next.click();
    await expect(step).toHaveText('Passo 2 de 5');
    await expect(wizard.getByRole('button', { name: 'Pular' })).toHaveCount(0);
    // Language, currency and region start filled: the UI language, its currency, Brasil.
    await expect(wizard.getByRole('combobox', { name: 'Moeda' })).toHaveText(/Real brasileiro/);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(step).toHaveText('Passo 3 de 5');
    await expect(wizard.getByRole('radio', { name: /Iniciante/ })).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(step).toHaveText('Passo 4 de 5');
    await expect(next).toBeDisabled();
    await wizard.getByRole('radio', { name: /Outro objetivo/ }).check();
    await expect(wizard.getByLabel('Qual é o seu objetivo?')).toBeVisible();
    await expect(next).toBeEnabled();
    await wizard.getByRole('radio', { name: /Validar uma ideia/ }).check();
    await expect(wizard.getByLabel('Qual é o seu objetivo?')).toHaveCount(0);

    for (const expected of ['Passo 3 de 5', 'Passo 2 de 5', 'Passo 1 de 5']) {
      await wizard.getByRole('button', { name: 'Voltar' }).click();
      await expect(step).toHaveText(expected);
    }
    await wizard.getByRole('button', { name: 'Pular' }).click();

    await expect(wizard).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    expect(await readPreferences(page)).toMatchObject({ onboardingCompleted: true, skipTour: true });

    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
    await expect(wizard).toHaveCount(0);
    await page.goto('/ideias');
    await expect(page.getByTestId('page-title')).toHaveText('Validação de Ideias');
    await expect(wizard).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'dashboard after skipping' });
  });

  test('a new account goes through all five steps, is welcomed and lands on the dashboard', async ({
    page,
    expectNoA11yViolations,
  }) => {
    // Sign-up through the form plus an accessibility scan of every step: longer than most tests.
    test.slow();
    const email = uniqueEmail('completa');
    await page.goto('/cadastro');
    await page.getByLabel('Nome completo').fill('Rafael Costa');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    const wizard = page.getByTestId('onboarding-wizard');
    const step = wizard.getByTestId('onboarding-step');
    const next = wizard.getByRole('button', { name: 'Continuar' });
    await expect(step).toHaveText('Passo 1 de 5');
    for (const benefit of [
      'Validação inteligente de ideias',
      'Simulações realistas de cenários financeiros',
      'Mentoria personalizada com IA avançada',
      'Análises e relatórios de desempenho detalhados',
    ]) {
      await expect(wizard.getByText(benefit)).toBeVisible();
    }
    await expectNoA11yViolations(page, { label: 'step 1, welcome' });
    await next.click();

    await expect(step).toHaveText('Passo 2 de 5');
    await choose(page, wizard.getByRole('combobox', { name: 'Moeda' }), 'Dólar americano (US$)');
    await choose(page, wizard.getByRole('combobox', { name: 'Região' }), 'América Latina');
    await expectNoA11yViolations(page, { label: 'step 2, preferences' });
    await next.click();

    await expect(step).toHaveText('Passo 3 de 5');
    await choose(
      page,
      wizard.getByRole('combobox', { name: 'Tipo de negócio (opcional)' }),
      'Software por assinatura (SaaS)',
    );
    await choose(page, wizard.getByRole('combobox', { name: 'Como você se descreve?' }), 'Estudante');
    await wizard.getByRole('radio', { name: /Avançado/ }).check();
    await expectNoA11yViolations(page, { label: 'step 3, profile' });
    await next.click();

    await expect(step).toHaveText('Passo 4 de 5');
    await wizard.getByRole('radio', { name: /Outro objetivo/ }).check();
    await wizard.getByLabel('Qual é o seu objetivo?').fill('Preparar o plano financeiro da minha cafeteria');
    await expectNoA11yViolations(page, { label: 'step 4, objective' });
    await next.click();

    await expect(step).toHaveText('Passo 5 de 5');
    await expect(wizard.getByText('Simulação de Negócio')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'step 5, tour' });
    await wizard.getByRole('button', { name: 'Concluir' }).click();

    await expect(toast(page, 'Bem-vindo!')).toContainText('Suas preferências foram salvas com sucesso.');
    await expect(wizard).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    expect(await readPreferences(page)).toMatchObject({
      language: 'pt-BR',
      currency: 'USD',
      region: 'América Latina',
      businessType: 'saas',
      role: 'student',
      experienceLevel: 'advanced',
      primaryObjective: 'other',
      customObjective: 'Preparar o plano financeiro da minha cafeteria',
      onboardingCompleted: true,
      skipTour: false,
    });

    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    await expect(wizard).toHaveCount(0);
  });

  test('choosing a language switches the wizard to it, picks its currency and keeps it after finishing', async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'onboarding' });
    await page.goto('/dashboard');
    const wizard = page.getByTestId('onboarding-wizard');
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await choose(page, wizard.getByRole('combobox', { name: 'Idioma' }), /English/);

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(wizard.getByTestId('onboarding-step')).toHaveText('Step 2 of 5');
    await expect(wizard.getByRole('combobox', { name: 'Currency' })).toHaveText(/US dollar/);
    expect(await page.evaluate(() => localStorage.getItem('selected_language'))).toBe('en-US');

    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('radio', { name: /Simulate a business/ }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Finish' }).click();

    await expect(toast(page, 'Welcome!')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    expect(await readPreferences(page)).toMatchObject({
      language: 'en-US',
      currency: 'USD',
      primaryObjective: 'simulate',
      customObjective: null,
    });

    // Saved to the account: the language survives a browser that forgot it.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
