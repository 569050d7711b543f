import { renderRoutes } from '@/test/render';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/test/fake-api';
import { PROFILE, SAVED_PREFERENCES } from '../testing/fixtures';
import { ProfileOverview } from './profile-overview';

const FALLBACK = { name: 'Ana Souza', email: PROFILE.email };
const PLAN = { name: 'Free', to: '/dashboard/planos' };

async function renderOverview(routes: Parameters<typeof stubApi>[0]) {
  stubApi(routes);
  await renderRoutes([{ path: '/perfil', element: <ProfileOverview fallback={FALLBACK} plan={PLAN} /> }], {
    path: '/perfil',
  });
}

describe('profile overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows name, e-mail, member since in the user’s date format, the plan and the way to settings', async () => {
    await renderOverview({
      'GET /api/profile': { body: { ...PROFILE, firstName: 'Ana Clara', createdAt: '2025-01-31T23:30:00.000Z' } },
      'GET /api/preferences': {
        body: { ...SAVED_PREFERENCES, dateFormat: 'YYYY-MM-DD', timezone: 'America/Sao_Paulo' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ana Clara Souza' })).toBeInTheDocument();
    expect(screen.getAllByText(PROFILE.email).length).toBeGreaterThan(0);
    // 23:30 UTC on the 31st is still the 31st, 20:30, in São Paulo.
    expect(await screen.findByTestId('profile-member-since')).toHaveTextContent('2025-01-31');
    expect(screen.getByTestId('profile-plan')).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
    expect(screen.getByRole('link', { name: 'Editar nas configurações' })).toHaveAttribute('href', '/configuracoes');
  });

  it('falls back to the session’s name when the profile cannot be read, without a member-since row', async () => {
    await renderOverview({
      'GET /api/profile': apiError(500, 'INTERNAL'),
      'GET /api/preferences': { body: SAVED_PREFERENCES },
    });
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-member-since')).not.toBeInTheDocument();
  });
});
