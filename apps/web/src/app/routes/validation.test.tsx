import { Component as ValidationRoute } from './validation';
import { readStartCreate } from '@/lib/new-simulation-state';
import { formatEstimate } from '@alavanca/domain/locale/format';
import { PREFERENCES, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationQueryKey } from '@/features/validations/api/get-validation';
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

  it('reads a version validated before likely ranges: no range, no capacity, its two estimates kept', async () => {
    const validation = makeValidation();
    const [latest] = validation.versions;
    const { place, topDown, bottomUp } = latest!.result.market;
    const legacy = {
      ...validation,
      versions: [{ ...latest!, result: { ...latest!.result, version: 2, market: { place, topDown, bottomUp } } }],
    };
    await renderReport(legacy);
    expect(screen.getByTestId('likely-legacy')).toBeInTheDocument();
    expect(screen.queryByTestId('likely-range')).toBeNull();
    expect(screen.queryByTestId('market-capacity')).toBeNull();
    expect(screen.getByTestId('market-bottomUp-som')).toBeInTheDocument();
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
    // Estimates are rounded to what is known: two significant digits, a range where the terms are.
    const { cents, highCents } = result.market.bottomUp.som;
    const prefs = { language: 'pt-BR', numberFormat: 'decimal' } as const;
    expect(within(screen.getByTestId('market-bottomUp-som')).getByTestId('estimate-value').textContent).toBe(
      `${formatEstimate(cents!, 'BRL', prefs)}–${formatEstimate(highCents!, 'BRL', prefs)}`,
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

  it('keeps the keyboard on the experiment’s save button after saving, and follows the saved values', async () => {
    const base = makeValidation();
    const key = base.versions[0]!.result.experiments[0]!.key;
    const saved = {
      ...base,
      experiments: [{ key, done: true, result: '6 de 10', doneAt: '2026-11-25T10:00:00.000Z' }],
    };
    const { user } = await renderReport(base, {
      [`PATCH /api/validations/${base.id}/experiments/${key}`]: { body: { validation: saved } },
    });
    const card = screen.getAllByTestId('experiment')[0]!;
    within(card).getByRole('checkbox', { name: 'Feito' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('6 de 10  ');
    await user.tab();
    const save = within(card).getByRole('button', { name: 'Salvar' });
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(card).toHaveAttribute('data-done', 'true'));
    // The same card, not a new one: the focus stays where the founder was.
    expect(screen.getAllByTestId('experiment')[0]).toBe(card);
    expect(document.activeElement).not.toBe(document.body);
    expect(save).toHaveFocus();
    // Nothing left to save: the button says so and keeps the focus (a disabled one would drop it).
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(within(card).getByLabelText('O que você descobriu')).toHaveValue('6 de 10');
  });

  it('shows an experiment saved in another tab in place', async () => {
    const base = makeValidation();
    const key = base.versions[0]!.result.experiments[0]!.key;
    const { queryClient } = await renderReport(base);
    const card = screen.getAllByTestId('experiment')[0]!;
    act(() =>
      queryClient.setQueryData(validationQueryKey(base.id), {
        ...base,
        experiments: [{ key, done: true, result: 'Feito na outra aba', doneAt: '2026-11-25T10:00:00.000Z' }],
      }),
    );
    await waitFor(() => expect(within(card).getByLabelText('O que você descobriu')).toHaveValue('Feito na outra aba'));
    expect(within(card).getByRole('checkbox', { name: 'Feito' })).toBeChecked();
  });

  it('says under the field what the server refused in an experiment’s result', async () => {
    const base = makeValidation();
    const key = base.versions[0]!.result.experiments[0]!.key;
    const { user } = await renderReport(base, {
      [`PATCH /api/validations/${base.id}/experiments/${key}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            issues: [{ path: 'result', message: 'validation.tooLong' }],
          },
        },
      },
    });
    const card = screen.getAllByTestId('experiment')[0]!;
    const result = within(card).getByLabelText('O que você descobriu');
    await user.type(result, 'Muito texto');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(result).toHaveAttribute('aria-invalid', 'true'));
    expect(result).toHaveAccessibleDescription('Texto longo demais.');
    expect(result).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
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
