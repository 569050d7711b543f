import { expect, test } from './fixtures';

const CASES = [
  { path: '/nada-aqui', contextLink: null },
  // The server has no pre-rendered page there; the app, which hands public paths to the server, says so.
  { path: '/blog/nao-existe', contextLink: null },
  { path: '/relatorios/x/y', contextLink: { href: '/relatorios', name: 'Ver todos os relatórios' } },
  { path: '/ideias/x/y', contextLink: { href: '/ideias', name: 'Ver todas as ideias' } },
  { path: '/validacao-ideia/1/extra', contextLink: { href: '/ideias', name: 'Ver todas as ideias' } },
  {
    path: '/simulacao-negocio/resultados/1/x',
    contextLink: { href: '/simulacao-negocio', name: 'Ver todas as simulações' },
  },
  { path: '/simulacao/x', contextLink: { href: '/simulacao-negocio', name: 'Ver todas as simulações' } },
] as const;

test.describe('unknown addresses', () => {
  for (const { path, contextLink } of CASES) {
    test(`${path} shows the not-found page${contextLink ? ` linking to ${contextLink.href}` : ' without a context link'}`, async ({
      page,
      expectNoA11yViolations,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toBeVisible();
      await expect(notFound.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(notFound.getByRole('link', { name: 'Ir para o dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(notFound.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');

      const link = page.getByTestId('not-found-context-link');
      if (contextLink) {
        await expect(link).toHaveAttribute('href', contextLink.href);
        await expect(link).toHaveAccessibleName(contextLink.name);
      } else {
        await expect(link).toHaveCount(0);
      }
      await expectNoA11yViolations(page);
    });
  }

  test('an unknown API path answers 404 with a JSON error code, not the app', async ({ request }) => {
    const response = await request.get('/api/nada');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
