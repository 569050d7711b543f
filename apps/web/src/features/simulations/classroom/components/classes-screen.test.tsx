import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { ClassSummary } from '@alavanca/contracts/classes';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PREFERENCES } from '@/features/simulations/testing/fake-simulations';
import { makeSummary } from '../testing/fake-classes';
import { ClassesScreen } from './classes-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const TAUGHT = makeSummary({
  name: 'Empreendedorismo — Turma A',
  role: 'teacher',
  students: 24,
  month: 2,
  deadlineAt: '2025-03-15T21:00:00.000Z',
});
const TAUGHT_DONE = makeSummary({
  name: 'Gestão — Turma B',
  role: 'teacher',
  students: 1,
  status: 'finished',
  month: 12,
  marketMode: 'solo',
  businessType: 'food',
});
const PLAYED = makeSummary({ name: 'Finanças — Turma C', role: 'student', students: 30, month: 0, horizonMonths: 24 });

function JoinTarget() {
  const { code } = useParams();
  return <p>entrar com {code}</p>;
}

async function renderScreen(classes: readonly ClassSummary[], plan: PlanId | undefined) {
  const api = stubApi({ 'GET /api/classes': { body: { classes } } });
  const view = await renderRoutes(
    [
      { path: '/turmas', element: <ClassesScreen preferences={TEST_PREFERENCES} language="pt-BR" plan={plan} /> },
      { path: '/turmas/nova', element: <p>nova turma</p> },
      { path: '/turmas/entrar/:code', element: <JoinTarget /> },
      { path: '/turmas/:id', element: <p>turma aberta</p> },
      { path: '/dashboard/planos', element: <p>planos</p> },
    ],
    { path: '/turmas' },
  );
  return { ...view, api };
}

const section = (name: string) => screen.getByRole('region', { name });
const rowNames = (region: HTMLElement) =>
  within(region)
    .getAllByTestId('class-row')
    .map((row) => within(row).getByRole('heading', { level: 3 }).textContent);

describe('ClassesScreen', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the upgrade, not "Criar turma", on the free plan', async () => {
    const { router } = await renderScreen([PLAYED], 'free');
    await screen.findByRole('heading', { level: 2, name: 'Turmas em que você joga' });
    expect(
      screen.getByText(
        'Entre na turma do seu professor com o código que ele compartilhou. Criar turmas é dos planos Pro e Enterprise.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar turma' })).not.toBeInTheDocument();
    const upgrade = screen.getByRole('link', { name: 'Ver planos para criar turmas' });
    expect(upgrade).toHaveAttribute('href', '/dashboard/planos');
    await userEvent.setup().click(upgrade);
    expect(router.state.location.pathname).toBe('/dashboard/planos');
  });

  it('offers "Criar turma" on Pro, leading to /turmas/nova', async () => {
    const { router } = await renderScreen([TAUGHT], 'pro');
    await screen.findByRole('heading', { level: 2, name: 'Turmas que você conduz' });
    expect(screen.queryByRole('link', { name: 'Ver planos para criar turmas' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Conduza uma turma inteira pelo mesmo cenário, mês a mês, com ranking ao vivo/),
    ).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Criar turma' });
    expect(create).toHaveAttribute('href', '/turmas/nova');
    await userEvent.setup().click(create);
    expect(router.state.location.pathname).toBe('/turmas/nova');
  });

  it('offers neither while the plan is not known yet', async () => {
    await renderScreen([TAUGHT], undefined);
    await screen.findByRole('heading', { level: 2, name: 'Turmas que você conduz' });
    expect(screen.queryByRole('link', { name: 'Criar turma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos para criar turmas' })).not.toBeInTheDocument();
  });

  it('lists the classes the user teaches and those they play in under their headings', async () => {
    const { api, router } = await renderScreen([TAUGHT, PLAYED, TAUGHT_DONE], 'enterprise');
    expect(screen.getByText('Carregando suas turmas…')).toBeInTheDocument();
    const teaching = await screen.findByRole('region', { name: 'Turmas que você conduz' });
    const playing = section('Turmas em que você joga');
    expect(rowNames(teaching)).toEqual(['Empreendedorismo — Turma A', 'Gestão — Turma B']);
    expect(rowNames(playing)).toEqual(['Finanças — Turma C']);
    expect(api.requestsTo('GET', '/api/classes')).toHaveLength(1);

    const [open, finished] = within(teaching).getAllByTestId('class-row');
    expect(within(open!).getByTestId('class-role')).toHaveTextContent('Professor');
    expect(open).toHaveTextContent('E-commerce · Mercado compartilhado · 24 alunos · Rodada 3 de 12');
    // The round's deadline in the user's date format and time zone (21:00 UTC is 18:00 in São Paulo).
    expect(open).toHaveTextContent('Prazo da rodada: 15/03/2025 18:00');
    expect(finished).toHaveTextContent('Alimentação · Mercado individual · 1 aluno · Encerrada (12 rodadas)');
    expect(finished).not.toHaveTextContent('Prazo da rodada');

    const played = within(playing).getByTestId('class-row');
    expect(within(played).getByTestId('class-role')).toHaveTextContent('Aluno');
    expect(played).toHaveTextContent('30 alunos · Rodada 1 de 24');

    // The teacher opens the console; the student opens the class; each link names its class.
    expect(within(open!).getByRole('link', { name: 'Abrir painel' })).toHaveAttribute('href', `/turmas/${TAUGHT.id}`);
    expect(within(open!).getByRole('link', { name: 'Abrir painel' })).toHaveAccessibleDescription(
      'Empreendedorismo — Turma A',
    );
    const openClass = within(played).getByRole('link', { name: 'Abrir turma' });
    expect(openClass).toHaveAttribute('href', `/turmas/${PLAYED.id}`);
    await userEvent.setup().click(openClass);
    expect(router.state.location.pathname).toBe(`/turmas/${PLAYED.id}`);
  });

  it('shows only the heading of the role the user has', async () => {
    await renderScreen([PLAYED], 'pro');
    await screen.findByRole('heading', { level: 2, name: 'Turmas em que você joga' });
    expect(screen.queryByRole('heading', { name: 'Turmas que você conduz' })).not.toBeInTheDocument();
  });

  it('shows the empty state with what to do on each plan', async () => {
    const { unmount } = await renderScreen([], 'pro');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'Nenhuma turma ainda' })).toBeInTheDocument();
    expect(empty).toHaveTextContent(
      'Crie uma turma para conduzir seus alunos pelo mesmo cenário, ou entre numa turma com um código.',
    );
    expect(within(empty).getByRole('link', { name: 'Criar turma' })).toHaveAttribute('href', '/turmas/nova');
    expect(screen.queryByTestId('class-row')).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    await renderScreen([], 'free');
    const studentEmpty = await screen.findByTestId('empty-state');
    expect(studentEmpty).toHaveTextContent(
      'Quando seu professor compartilhar o código ou o link da turma, entre por aqui.',
    );
    expect(within(studentEmpty).getByRole('link', { name: 'Ver planos para criar turmas' })).toHaveAttribute(
      'href',
      '/dashboard/planos',
    );
  });

  it('says when the list could not load, and loads it again on "Tentar de novo"', async () => {
    let calls = 0;
    const api = stubApi({
      'GET /api/classes': () => (++calls === 1 ? apiError(500, 'INTERNAL') : { body: { classes: [PLAYED] } }),
    });
    await renderRoutes(
      [{ path: '/turmas', element: <ClassesScreen preferences={TEST_PREFERENCES} language="pt-BR" plan="free" /> }],
      { path: '/turmas' },
    );
    expect(await screen.findByText('Não foi possível carregar suas turmas.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Finanças — Turma C' })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/classes')).toHaveLength(2);
  });

  describe('joining by code', () => {
    it('normalises a code typed in lower case, with spaces and dashes, and opens its invitation', async () => {
      const user = userEvent.setup();
      const { router } = await renderScreen([], 'free');
      await screen.findByTestId('empty-state');
      const join = section('Entrar numa turma');
      const code = within(join).getByLabelText('Código da turma');
      await user.type(code, ' abcd-23 45');
      await user.click(within(join).getByRole('button', { name: 'Continuar' }));
      expect(router.state.location.pathname).toBe('/turmas/entrar/ABCD2345');
      expect(await screen.findByText('entrar com ABCD2345')).toBeInTheDocument();
    });

    it('refuses a code with letters the codes never use, or of the wrong length, and stays', async () => {
      const user = userEvent.setup();
      const { router, api } = await renderScreen([], 'free');
      await screen.findByTestId('empty-state');
      const join = section('Entrar numa turma');
      const code = within(join).getByLabelText('Código da turma');
      const invalid = 'O código tem 8 letras e números, sem 0, O, 1, I ou L. Confira e tente de novo.';

      // "O" and "1" are not in the codes' alphabet, though the length is right.
      await user.type(code, 'abcd-o1xy');
      await user.click(within(join).getByRole('button', { name: 'Continuar' }));
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveAccessibleDescription(invalid);
      expect(router.state.location.pathname).toBe('/turmas');

      // Typing again clears the message; a short code is refused too.
      await user.clear(code);
      expect(code).not.toHaveAttribute('aria-invalid');
      expect(within(join).queryByText(invalid)).not.toBeInTheDocument();
      await user.type(code, 'ABCD234');
      await user.click(within(join).getByRole('button', { name: 'Continuar' }));
      expect(within(join).getByText(invalid)).toBeInTheDocument();

      // An empty code too.
      await user.clear(code);
      await user.click(within(join).getByRole('button', { name: 'Continuar' }));
      expect(within(join).getByText(invalid)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/turmas'));
      // Nothing is asked of the server for a code that cannot be one.
      expect(api.requests.filter((request) => request.path.startsWith('/api/classes/join'))).toEqual([]);
    });
  });
});
