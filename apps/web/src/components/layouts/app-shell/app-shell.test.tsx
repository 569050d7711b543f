import { renderRoutes, TEST_USER } from '@/test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';

const USAGE = {
  plan: 'basic',
  usage: { simulations: 3, validations: 0, aiConsultations: 0, reports: 0 },
  limits: { simulations: 4, validations: 4, aiConsultations: 20, reports: 3 },
} as const;

function shellAt(path: string) {
  return renderRoutes(
    [{ path: '*', element: <AppShell user={TEST_USER} usage={USAGE} onSignOut={() => {}}><p>screen</p></AppShell> }],
    { path },
  );
}

describe('AppShell', () => {
  it('lists the sidebar items in order with support last and the mentor marked new', async () => {
    await shellAt('/dashboard');
    const links = screen.getByTestId('sidebar').querySelectorAll('a[href]');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard',
      '/simulacao-negocio',
      '/ideias',
      '/mentor-ia',
      '/relatorios',
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

  it('titles the page by its path', async () => {
    await shellAt('/simulacao-negocio/resultados/42');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Simulação de Negócio');
  });

  it('colours the usage indicator by the highest usage (3 of 4 = 75 % → amber) and hides it while the menu is open', async () => {
    await shellAt('/dashboard');
    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'amber');
    await userEvent.click(screen.getByTestId('avatar-menu'));
    expect(screen.queryByTestId('usage-indicator')).not.toBeInTheDocument();
    expect(await screen.findByText(TEST_USER.email)).toBeInTheDocument();
    expect(screen.getByTestId('usage-summary')).toHaveTextContent('3 / 4');
  });
});
