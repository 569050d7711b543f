import { Component as ProgressRoute } from './progress';
import { DELETED_ID, PROGRESS, RUNNING_ID } from '@/features/progress/testing/progress-fixtures';
import { apiError, PREFERENCES, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { ACHIEVEMENTS } from '@alavanca/domain/progress/achievements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

function renderProgress(progress: Route = { body: { progress: PROGRESS } }, path = '/conquistas') {
  const api = stubApi({ 'GET /api/progress': progress, 'GET /api/preferences': { body: PREFERENCES } });
  return { api, view: renderRoutes([{ path: '/conquistas', Component: ProgressRoute }], { path }) };
}
type Route = Parameters<typeof stubApi>[0][string];

describe('/conquistas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each competence’s level with its evidence linked to the month it was shown in', async () => {
    await renderProgress().view;
    const cards = await screen.findAllByTestId('competence');
    expect(cards).toHaveLength(8);
    const cash = cards.find((card) => card.dataset.competence === 'cash')!;
    expect(within(cash).getByRole('heading', { name: 'Caixa' })).toBeInTheDocument();
    expect(within(cash).getByText('Familiarizado')).toBeInTheDocument();
    expect(within(cash).getByRole('img', { name: 'Familiarizado, etapa 2 de 4' })).toBeInTheDocument();
    expect(within(cash).getByText('1 tentativa · 1 sucesso')).toBeInTheDocument();
    // A running simulation links to its month screen.
    expect(within(cash).getByRole('link', { name: 'Estúdio Ana, mês 3' })).toHaveAttribute(
      'href',
      `/simulacao-negocio/${RUNNING_ID}`,
    );
    // A simulation deleted since is named, not linked.
    const pricing = cards.find((card) => card.dataset.competence === 'pricing')!;
    expect(within(pricing).getByText('Uma simulação excluída, mês 6')).toBeInTheDocument();
    expect(within(pricing).queryByRole('link')).toBeNull();
    expect(within(pricing).getByText('· Ainda não')).toBeInTheDocument();
    expect(PROGRESS.competences.find((each) => each.id === 'pricing')!.evidence[0]!.source).toMatchObject({
      id: DELETED_ID,
    });
    const risk = cards.find((card) => card.dataset.competence === 'risk')!;
    expect(within(risk).getByText('Nenhuma evidência ainda.')).toBeInTheDocument();
  });

  it('names an idea, a pitch or a canvas by its title at the version read, and one deleted since unlinked', async () => {
    const ideaId = '3b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
    const pitchId = '4b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
    const piece = (source: (typeof PROGRESS)['competences'][number]['evidence'][number]['source']) => ({
      source,
      success: false,
      strong: false,
      values: {},
      at: '2026-11-19T12:00:00.000Z',
    });
    const progress = {
      ...PROGRESS,
      competences: PROGRESS.competences.map((competence) =>
        competence.id === 'validation'
          ? {
              ...competence,
              level: 'attempted' as const,
              tries: 1,
              evidence: [piece({ kind: 'validation', id: ideaId, version: 2 })],
            }
          : competence.id === 'pitching'
            ? {
                ...competence,
                level: 'attempted' as const,
                tries: 1,
                evidence: [piece({ kind: 'pitch', id: pitchId, version: 3 })],
              }
            : competence,
      ),
      sources: [...PROGRESS.sources, { kind: 'validation' as const, id: ideaId, title: 'Marmitas do Cambuí' }],
    };
    await renderProgress({ body: { progress } }).view;
    const cards = await screen.findAllByTestId('competence');
    const validation = cards.find((card) => card.dataset.competence === 'validation')!;
    expect(within(validation).getByRole('link', { name: 'Marmitas do Cambuí, versão 2' })).toHaveAttribute(
      'href',
      `/validacao-ideia/${ideaId}`,
    );
    const pitching = cards.find((card) => card.dataset.competence === 'pitching')!;
    expect(within(pitching).getByText('Um pitch excluído, versão 3')).toBeInTheDocument();
    expect(within(pitching).queryByRole('link')).toBeNull();
  });

  it('shows the weekly streak, whether this week counts yet, and the freeze that kept it', async () => {
    await renderProgress().view;
    const streak = await screen.findByTestId('streak');
    expect(within(streak).getByRole('heading', { level: 2 })).toHaveTextContent('3 semanas de aprendizado seguidas');
    expect(streak).toHaveTextContent('Esta semana ainda não conta: jogue um mês mudando uma decisão');
    expect(streak).toHaveTextContent('Mantida por um congelamento na semana de 09/11/2026.');
    expect(streak).toHaveTextContent('Seu recorde: 4 semanas.');
  });

  it('names what is within reach with each condition met or missing and the founder’s own figure', async () => {
    await renderProgress().view;
    const reach = await screen.findByTestId('within-reach');
    const top = within(reach).getByText('Gestão de ponta').closest('li')!;
    expect(within(top).getByRole('link', { name: 'Estúdio Ana, mês 9' })).toBeInTheDocument();
    expect(top).toHaveTextContent('Lido em Estúdio Ana, mês 9');
    const conditions = within(top).getAllByRole('listitem');
    expect(conditions.map((item) => item.dataset.met)).toEqual(['false', 'true', 'false', 'false']);
    expect(conditions[1]).toHaveTextContent('Cumprido: Jogada na dificuldade normal ou difícil (você: normal)');
    expect(conditions[3]).toHaveTextContent('Falta: Nota 85 ou mais (ainda não)');
    const growth = within(reach).getByText('Crescimento eficiente').closest('li')!;
    expect(growth).toHaveTextContent('Clientes aumentando 50% ou mais nos últimos seis meses');
    expect(growth).toHaveTextContent('(você: 25%)');
    expect(growth).toHaveTextContent('no máximo 33% do que ele vale');
  });

  it('lists the achievements earned, with when and from what, then every other with its rule stated in numbers', async () => {
    await renderProgress().view;
    const earned = await screen.findByTestId('earned-achievements');
    const steady = within(earned).getByText('Firme no imprevisto').closest('li')!;
    expect(steady).toHaveAttribute('id', 'steadyThroughShock');
    expect(steady).toHaveTextContent('Conquistada em 20/11/2026 em Estúdio Ana, mês 5');
    expect(within(steady).getByRole('link', { name: 'Estúdio Ana, mês 5' })).toBeInTheDocument();
    // Each earned one downloads as its signed credential; none still to earn does.
    const credential = within(steady).getByRole('link', { name: 'Baixar credencial de “Firme no imprevisto”' });
    expect(credential).toHaveAttribute('href', '/api/progress/achievements/steadyThroughShock/credential');
    expect(credential).toHaveAttribute('download');
    expect(within(screen.getByTestId('achievements-to-earn')).queryByText('Baixar credencial')).not.toBeInTheDocument();
    expect(screen.getByTestId('earned-count')).toHaveTextContent(`1 de ${ACHIEVEMENTS.length} conquistadas`);
    const toEarn = within(screen.getByTestId('achievements-to-earn')).getAllByRole('listitem');
    expect(toEarn).toHaveLength(ACHIEVEMENTS.length - 1);
    // Every rule is stated with its numbers, never a placeholder.
    for (const item of toEarn) expect(item.textContent).not.toMatch(/\{\{|\}\}|achievements\./);
    const top = toEarn.find((item) => item.dataset.achievement === 'topOperator')!;
    expect(top).toHaveTextContent('com nota 85 ou mais');
  });

  it('opens at the achievement a notification points to, marked and focused', async () => {
    await renderProgress(undefined, '/conquistas#steadyThroughShock').view;
    const steady = await screen.findByText('Firme no imprevisto');
    const item = steady.closest('li')!;
    await waitFor(() => expect(item).toHaveFocus());
    expect(item.className).toContain('ring-2');
    const other = within(screen.getByTestId('achievements-to-earn')).getAllByRole('listitem')[0]!;
    expect(other).not.toHaveAttribute('tabindex');
  });

  it('says so when the progress cannot be read, and reads it again on request', async () => {
    let calls = 0;
    const { api, view } = renderProgress(() => {
      calls += 1;
      return calls === 1 ? apiError(500, 'INTERNAL') : { body: { progress: PROGRESS } };
    });
    await view;
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findAllByTestId('competence')).toHaveLength(8);
    expect(api.requests.filter((request) => request.path === '/api/progress')).toHaveLength(2);
  });
});
