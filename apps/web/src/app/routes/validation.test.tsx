import { Component as ValidationRoute } from './validation';
import { readStartCreate } from '@/lib/new-simulation-state';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { PREFERENCES, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEA, makeValidation } from '@/features/validations/testing/fake-validation';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

function SimulationsProbe() {
  const request = readStartCreate(useLocation().state);
  return <p data-testid="probe">{JSON.stringify(request?.setup ?? null)}</p>;
}

async function renderReport(validation = makeValidation(), routes: Record<string, Route> = {}) {
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    [`GET /api/validations/${validation.id}`]: { body: { validation } },
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: '/validacao-ideia/:id', Component: ValidationRoute },
      { path: '/simulacao-negocio', Component: SimulationsProbe },
    ],
    { path: `/validacao-ideia/${validation.id}` },
  );
  await screen.findByTestId('validation-report');
  return { ...view, api, validation, user: userEvent.setup() };
}

describe('/validacao-ideia/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('shows the overall score and verdict, every score, the competitor named and the market in reais', async () => {
    const { validation } = await renderReport();
    const result = validation.versions[0]!.result;
    expect(screen.getByRole('meter', { name: 'Nota geral' })).toHaveAttribute('aria-valuenow', String(result.overall));
    expect(screen.getByTestId('validation-verdict')).toHaveAttribute('data-verdict', result.verdict);
    expect(screen.getAllByTestId('score-card')).toHaveLength(7);
    // The weakest score comes first.
    const values = screen.getAllByTestId('score-value').map((cell) => Number(cell.textContent));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(within(screen.getByTestId('competitor-matrix')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByTestId('competitor-matrix')).toHaveTextContent('iFood');
    const som = result.market.bottomUp.som.cents!;
    expect(within(screen.getByTestId('market-bottomUp-som')).getByTestId('estimate-value').textContent).toBe(
      formatCurrency(som, 'BRL', { language: 'pt-BR', numberFormat: 'decimal' }),
    );
    // A dataset figure's source is cited, and linked where the citation names an indicator.
    expect(within(screen.getByTestId('market')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
  });

  it('marks an experiment done with its result, through the API', async () => {
    const base = makeValidation();
    const key = base.versions[0]!.result.experiments[0]!.key;
    const saved = {
      ...base,
      experiments: [{ key, done: true, result: '6 de 10', doneAt: '2026-11-25T10:00:00.000Z' }],
    };
    const { api, user } = await renderReport(base, {
      [`PATCH /api/validations/${base.id}/experiments/${key}`]: { body: { validation: saved } },
    });
    const card = screen.getAllByTestId('experiment')[0]!;
    await user.click(within(card).getByRole('checkbox', { name: 'Feito' }));
    await user.type(within(card).getByLabelText('O que você descobriu'), '6 de 10');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByTestId('experiment')[0]).toHaveAttribute('data-done', 'true'));
    expect(api.requestsTo('PATCH', `/api/validations/${base.id}/experiments/${key}`)[0]?.body).toEqual({
      done: true,
      result: '6 de 10',
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });

  it('compares the latest version with an earlier one, score by score, and names what was edited', async () => {
    const earlier = { ...IDEA, problem: 'Falta comida saudável.' };
    await renderReport(makeValidation(IDEA, [earlier]));
    const before = makeValidation(earlier).versions[0]!.result.overall;
    const after = makeValidation(IDEA).versions[0]!.result.overall;
    const overall = screen.getAllByTestId('version-change').find((row) => row.dataset.key === 'overall')!;
    expect(
      within(overall)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      String(before),
      String(after),
      after - before > 0 ? `+${after - before}` : String(after - before).replace('-', '−'),
    ]);
    expect(screen.getByTestId('version-edited')).toHaveTextContent('O que você mudou: problema.');
  });

  it('"Simular esta ideia" opens the simulations with the idea’s type, country, currency and price', async () => {
    const { user } = await renderReport();
    await user.click(screen.getByRole('link', { name: 'Simular esta ideia' }));
    expect(JSON.parse((await screen.findByTestId('probe')).textContent ?? '')).toEqual({
      name: IDEA.title,
      businessType: 'food',
      country: 'BR',
      currency: 'BRL',
      firstPriceCents: IDEA.priceCents,
    });
  });

  it('answers an id the user does not own like an unknown one', async () => {
    stubApi({ 'GET /api/preferences': { body: PREFERENCES } });
    await renderRoutes([{ path: '/validacao-ideia/:id', Component: ValidationRoute }], {
      path: '/validacao-ideia/00000000-0000-4000-8000-0000000000ff',
    });
    expect(await screen.findByText('Validação não encontrada')).toBeInTheDocument();
  });
});
