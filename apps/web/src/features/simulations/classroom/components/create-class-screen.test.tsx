import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PREFERENCES } from '@/features/simulations/testing/fake-simulations';
import { currentCalendarMonth } from '@/features/simulations/utils/setup';
import { CLASS_ID, makeClass, presentClass } from '../testing/fake-classes';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { CreateClassScreen } from './create-class-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const CREATED = { status: 201, body: { class: presentClass(makeClass({ rounds: 0 }), { role: 'teacher' }) } };

/** What the form sends untouched but for its name: the user's scenario, a shared market, individuals, manual rounds. */
const DEFAULT_REQUEST = {
  name: 'Empreendedorismo — Turma A',
  businessType: 'ecommerce',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 100_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  firstCalendarMonth: currentCalendarMonth('America/Sao_Paulo'),
  marketMode: 'shared',
  grouping: 'individual',
  schedule: 'manual',
  showNames: true,
};

async function renderForm(create: Route = CREATED, plan: PlanId = 'pro') {
  const user = userEvent.setup({ delay: null });
  const api = stubApi({ 'POST /api/classes': create });
  const view = await renderRoutes(
    [
      {
        path: '/turmas/nova',
        element: <CreateClassScreen preferences={TEST_PREFERENCES} language="pt-BR" plan={plan} />,
      },
      { path: '/turmas/:id', element: <p>turma criada</p> },
      { path: '/turmas', element: <p>lista de turmas</p> },
    ],
    { path: '/turmas/nova' },
  );
  await screen.findByRole('heading', { level: 2, name: 'Nova turma' });
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const submit = () => user.click(screen.getByRole('button', { name: 'Criar turma' }));
  const posts = () => api.requestsTo('POST', '/api/classes');
  return { ...view, user, api, field, submit, posts };
}

describe('CreateClassScreen', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a plan without classes why, and the way to one, instead of a form it would refuse', async () => {
    const { posts } = await renderForm(CREATED, 'basic');
    expect(
      screen.getByText('Turmas são criadas nos planos Pro e Enterprise. Faça upgrade para criar a sua.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver planos para criar turmas' })).toHaveAttribute(
      'href',
      '/dashboard/planos',
    );
    expect(screen.queryByRole('button', { name: 'Criar turma' })).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('shows the team size only in teams and the round length only with deadlines, and sends neither when hidden', async () => {
    const { user, field, submit, posts, router } = await renderForm();
    expect(screen.getByRole('radio', { name: /^Individual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Rodadas manuais/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Mercado compartilhado/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mostrar os nomes no ranking' })).toBeChecked();
    expect(screen.queryByLabelText('Alunos por equipe')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Duração de cada rodada, em dias')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Em equipes/ }));
    expect(field('Alunos por equipe')).toHaveValue(3);
    expect(field('Alunos por equipe')).toHaveAccessibleDescription('Entre 2 e 5.');
    expect(screen.queryByLabelText('Duração de cada rodada, em dias')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Com prazo/ }));
    expect(field('Duração de cada rodada, em dias')).toHaveValue(7);
    expect(field('Duração de cada rodada, em dias')).toHaveAccessibleDescription(
      'Entre 1 e 14. O prazo conta a partir do fechamento da rodada anterior.',
    );

    // A team size and a round length typed, then hidden again: neither is sent.
    await user.clear(field('Alunos por equipe'));
    await user.type(field('Alunos por equipe'), '5');
    await user.click(screen.getByRole('radio', { name: /^Individual/ }));
    await user.click(screen.getByRole('radio', { name: /^Rodadas manuais/ }));
    expect(screen.queryByLabelText('Alunos por equipe')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Duração de cada rodada, em dias')).not.toBeInTheDocument();

    await user.type(field('Nome da turma'), '  Empreendedorismo — Turma A ');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/turmas/${CLASS_ID}`));
    expect(posts()).toHaveLength(1);
    const body = posts()[0]!.body as Record<string, unknown>;
    // The name trimmed, and the scenario as the form started.
    expect(body).toEqual(DEFAULT_REQUEST);
    expect(body).not.toHaveProperty('teamSize');
    expect(body).not.toHaveProperty('roundDays');
    expect(body).not.toHaveProperty('seed');
    expect(notify).toHaveBeenCalledWith({
      title: 'Turma criada',
      description: 'Compartilhe o código ou o link com os alunos.',
      variant: 'success',
    });
  });

  it('sends the team size and round length chosen, with the market and names as set', async () => {
    const { user, field, submit, posts, router } = await renderForm();
    await user.type(field('Nome da turma'), 'Empreendedorismo — Turma A');
    await user.click(screen.getByRole('radio', { name: /^Mercado individual/ }));
    await user.click(screen.getByRole('radio', { name: /^Em equipes/ }));
    await user.clear(field('Alunos por equipe'));
    await user.type(field('Alunos por equipe'), '4');
    await user.click(screen.getByRole('radio', { name: /^Com prazo/ }));
    await user.clear(field('Duração de cada rodada, em dias'));
    await user.type(field('Duração de cada rodada, em dias'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar os nomes no ranking' }));
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/turmas/${CLASS_ID}`));
    expect(posts().map((request) => request.body)).toEqual([
      {
        ...DEFAULT_REQUEST,
        marketMode: 'solo',
        grouping: 'teams',
        teamSize: 4,
        schedule: 'deadlines',
        roundDays: 3,
        showNames: false,
      },
    ]);
  });

  it('says what is missing or out of range beside the fields, and sends nothing', async () => {
    const { user, field, submit, posts, router } = await renderForm();
    await user.click(screen.getByRole('radio', { name: /^Em equipes/ }));
    await user.clear(field('Alunos por equipe'));
    await user.type(field('Alunos por equipe'), '9');
    await user.click(screen.getByRole('radio', { name: /^Com prazo/ }));
    await user.clear(field('Duração de cada rodada, em dias'));
    await submit();

    expect(field('Nome da turma')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome da turma')).toHaveAccessibleDescription('Preencha este campo.');
    expect(field('Nome da turma')).toHaveFocus();
    expect(field('Alunos por equipe')).toHaveAccessibleDescription(
      expect.stringContaining('Valor fora do intervalo permitido.'),
    );
    expect(field('Duração de cada rodada, em dias')).toHaveAccessibleDescription(
      expect.stringContaining('Preencha este campo.'),
    );
    expect(posts()).toEqual([]);

    // "Cancelar" goes back to the list, still sending nothing.
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/turmas');
    expect(posts()).toEqual([]);
  });

  it('shows the server’s issue with the name under the name field, and stays on the form', async () => {
    const { user, field, submit, posts, router } = await renderForm({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          issues: [{ path: 'name', message: 'validation.invalidText' }],
        },
      },
    });
    await user.type(field('Nome da turma'), 'Turma \u0007');
    await submit();

    await waitFor(() => expect(field('Nome da turma')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Nome da turma')).toHaveAccessibleDescription(
      'Este texto contém caracteres que não podem ser usados.',
    );
    expect(field('Nome da turma')).toHaveFocus();
    expect(posts()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/turmas/nova');
    // A field's issue is the form's to show: no toast on top of it.
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells in a toast why the plan refused the class, and stays on the form', async () => {
    const { user, field, submit, router } = await renderForm(apiError(403, 'CLASS_PLAN_REQUIRED'));
    await user.type(field('Nome da turma'), 'Empreendedorismo — Turma A');
    await submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Não foi possível criar a turma',
        description: 'Turmas são criadas nos planos Pro e Enterprise. Faça upgrade para criar a sua.',
        variant: 'destructive',
      }),
    );
    expect(router.state.location.pathname).toBe('/turmas/nova');
    expect(screen.getByRole('button', { name: 'Criar turma' })).toBeEnabled();
  });
});
