import { renderRoutes, TEST_USER } from '@/test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';

const USAGE = {
  plan: 'basic',
  usage: { simulations: 3, validations: 0, aiConsultations: 0, reports: 0 },
  limits: { simulations: 4, validations: 4, aiConsultations: 20, reports: 3 },
} as const;

function shellAt(path: string, admin = false) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <AppShell user={TEST_USER} usage={USAGE} admin={admin} onSignOut={() => {}}>
            <p>screen</p>
          </AppShell>
        ),
      },
    ],
    { path },
  );
}

describe('AppShell', () => {
  it('shows the support desk to operators only, beside support', async () => {
    await shellAt('/dashboard', true);
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Atendimento' })).toHaveAttribute(
      'href',
      '/admin/suporte',
    );
  });

  it('lists the sidebar items in order with support last and the mentor marked new', async () => {
    await shellAt('/dashboard');
    const links = screen.getByTestId('sidebar').querySelectorAll('a[href]');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard',
      '/simulacao-negocio',
      '/ideias',
      '/canvas',
      '/pitch',
      '/mentor-ia',
      '/relatorios',
      '/conquistas',
      '/certificado',
      '/turmas',
      '/comunidade',
      '/suporte',
    ]);
    expect(screen.getByRole('link', { name: /Mentor IA/ })).toHaveTextContent('Novo');
  });

  it('collapses the sidebar from 250 px to 70 px and back', async () => {
    await shellAt('/dashboard');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveStyle({ width: '250px' });
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar).toHaveStyle({ width: '70px' });
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar).toHaveStyle({ width: '250px' });
  });

  // The tooltips load once the folded rail is on screen, a draw after it (never suspending it).
  it('names a folded rail’s links in tooltips on keyboard focus', async () => {
    await shellAt('/dashboard');
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    const link = within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Mentor IA' });
    await waitFor(() => expect(link).toHaveAttribute('data-state'));
    act(() => link.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mentor IA');
  });

  it('puts the notification bell it is given in the top bar', async () => {
    await renderRoutes(
      [
        {
          path: '*',
          element: (
            <AppShell
              user={TEST_USER}
              usage={USAGE}
              notifications={<button type="button">sino</button>}
              onSignOut={() => {}}
            >
              <p>screen</p>
            </AppShell>
          ),
        },
      ],
      { path: '/dashboard' },
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'sino' })).toBeInTheDocument();
  });

  it('titles the page by its path', async () => {
    await shellAt('/simulacao-negocio/resultados/42');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Simulação de Negócio');
  });

  it('colours the usage indicator by the highest usage (3 of 4 = 75 % → amber) and hides it while the menu is open', async () => {
    await shellAt('/dashboard');
    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'amber');
    expect(screen.getByTestId('usage-indicator')).toHaveClass('bg-warning');
    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('aria-hidden', 'true');
    // What the colour means is also in the button's name.
    expect(screen.getByTestId('avatar-menu')).toHaveAccessibleName('Menu da conta, 75% do plano usado');
    await userEvent.click(screen.getByTestId('avatar-menu'));
    await waitFor(() => expect(screen.queryByTestId('usage-indicator')).not.toBeInTheDocument());
    expect(await screen.findByText(TEST_USER.email)).toBeInTheDocument();
    expect(screen.getByTestId('usage-summary')).toHaveTextContent('3 / 4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'amber'));
  });

  it('shows the plan, a bar per metric, the renewal date and a running trial in the menu', async () => {
    const trial = {
      plan: 'pro',
      usage: { simulations: 9, validations: 0, aiConsultations: 12, reports: 0 },
      limits: { simulations: 10, validations: 10, aiConsultations: -1, reports: -1 },
      renewsOn: '11/05/2025',
      trialEndsOn: '26/04/2025',
    } as const;
    await renderRoutes(
      [
        {
          path: '*',
          element: (
            <AppShell user={TEST_USER} usage={trial} onSignOut={() => {}}>
              <p>screen</p>
            </AppShell>
          ),
        },
      ],
      { path: '/dashboard' },
    );
    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'red');
    await userEvent.click(screen.getByTestId('avatar-menu'));
    const summary = await screen.findByTestId('usage-summary');
    expect(summary).toHaveTextContent('Plano Pro');
    expect(within(summary).getByText('Teste grátis')).toBeInTheDocument();
    expect(within(summary).getByTestId('usage-trial-ends')).toHaveTextContent('Teste grátis até 26/04/2025');
    expect(within(summary).getByTestId('usage-renewal')).toHaveTextContent('Seus limites renovam em 11/05/2025');
    const simulations = within(summary).getByRole('progressbar', { name: 'Simulações' });
    expect(simulations).toHaveAttribute('aria-valuenow', '9');
    expect(simulations).toHaveAttribute('aria-valuemax', '10');
    expect(simulations).toHaveAttribute('data-level', 'red');
    // Unlimited metrics read "used / ∞" and have no bar.
    expect(within(summary).getAllByRole('progressbar')).toHaveLength(2);
    expect(summary).toHaveTextContent('12 / ∞');
  });

  it('leaves out the renewal date and trial until they are known', async () => {
    await shellAt('/dashboard');
    await userEvent.click(screen.getByTestId('avatar-menu'));
    const summary = await screen.findByTestId('usage-summary');
    expect(within(summary).queryByTestId('usage-renewal')).not.toBeInTheDocument();
    expect(within(summary).queryByTestId('usage-trial-ends')).not.toBeInTheDocument();
  });

  it('opens the account panel with the keyboard, and its upgrade link goes to /planos', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(
      [
        {
          path: '/dashboard',
          element: (
            <AppShell user={TEST_USER} usage={USAGE} onSignOut={() => {}}>
              <p>screen</p>
            </AppShell>
          ),
        },
        { path: '/planos', element: <p>plans</p> },
      ],
      { path: '/dashboard' },
    );
    screen.getByTestId('avatar-menu').focus();
    await user.keyboard('{Enter}');
    const upgrade = await screen.findByRole('link', { name: 'Fazer upgrade' });
    // Which control the panel focuses first is the browser's to decide (jsdom counts links as
    // untabbable); the browser tests check the real order.
    upgrade.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('plans')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/planos');
  });
});

describe('AppShell on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubPhone() {
    vi.stubGlobal('innerWidth', 375);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('opens the off-canvas menu and closes it when a link is chosen', async () => {
    stubPhone();
    const { router } = await shellAt('/dashboard');
    await userEvent.click(screen.getByTestId('mobile-nav-toggle'));
    const panel = await screen.findByTestId('mobile-sidebar');
    await userEvent.click(within(panel).getByRole('link', { name: /Relatórios/ }));
    expect(router.state.location.pathname).toBe('/relatorios');
    await waitFor(() => expect(screen.queryByTestId('mobile-sidebar')).not.toBeInTheDocument());
  });

  it('closes the off-canvas menu on back navigation', async () => {
    stubPhone();
    const { router } = await shellAt('/ideias');
    await act(() => router.navigate('/relatorios'));
    await userEvent.click(screen.getByTestId('mobile-nav-toggle'));
    expect(await screen.findByTestId('mobile-sidebar')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/ideias');
    await waitFor(() => expect(screen.queryByTestId('mobile-sidebar')).not.toBeInTheDocument());
  });
});
