import { Component as NewValidationRoute } from './new-validation';
import { apiError, PREFERENCES, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEA, makeValidation } from '@/features/validations/testing/fake-validation';
import { IDEA_DRAFT_KEY } from '@/features/validations/utils/idea-draft';
import { emptyIdea } from '@/features/validations/utils/idea-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const allowed = (yes: boolean): Route => ({
  body: { currentUsage: yes ? 0 : 1, plan: 'free', allowed: yes, success: true, error: null, limit: 1 },
});

async function renderForm(routes: Record<string, Route> = {}) {
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    'POST /api/subscription-check': allowed(true),
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: '/validacao-ideia', Component: NewValidationRoute },
      { path: '/validacao-ideia/:id', element: <p>relatório</p> },
    ],
    { path: '/validacao-ideia' },
  );
  await screen.findByTestId('idea-form');
  return { ...view, api, user: userEvent.setup() };
}

/** The whole idea as a draft on its last step, as if typed before a reload. */
function storeDraft() {
  localStorage.setItem(IDEA_DRAFT_KEY, JSON.stringify({ step: 3, values: { ...emptyIdea(PREFERENCES), ...IDEA } }));
}

describe('/validacao-ideia', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('asks the plan first and says "Limite Atingido" when no validation is left, keeping the form', async () => {
    const { api } = await renderForm({ 'POST /api/subscription-check': allowed(false) });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido', variant: 'warning' })),
    );
    expect(api.requestsTo('POST', '/api/subscription-check')[0]?.body).toEqual({
      usageType: 'validations',
      action: 'check',
    });
    expect(screen.getByTestId('idea-over-limit')).toBeInTheDocument();
    expect(screen.getByTestId('idea-form')).toBeInTheDocument();
  });

  it('does not leave a step with a missing field, and says which', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByTestId('idea-form')).toHaveAttribute('data-step', 'idea');
    expect(screen.getByLabelText('Nome da ideia')).toHaveAccessibleDescription(/Preencha este campo/);
  });

  it('says what each field lacks: a channel to check, a number where letters were typed', async () => {
    // The market step with no channel, then the pricing step with "abc" as the price.
    localStorage.setItem(
      IDEA_DRAFT_KEY,
      JSON.stringify({ step: 1, values: { ...emptyIdea(PREFERENCES), ...IDEA, channels: [] } }),
    );
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByTestId('idea-channels')).toHaveAccessibleDescription(/Marque pelo menos uma opção\./);
    await user.click(screen.getByRole('checkbox', { name: /Redes sociais/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('idea-form')).toHaveAttribute('data-step', 'pricing'));
    const price = screen.getByLabelText('Preço por compra');
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByTestId('idea-form')).toHaveAttribute('data-step', 'pricing');
    expect(price).toHaveAccessibleDescription(/Informe um número\./);
  });

  it('goes to the next step once the step is filled in', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    // Pasted: typing four paragraphs a key at a time only makes the test slow.
    for (const [label, value] of [
      ['Nome da ideia', IDEA.title],
      ['Qual problema ela resolve?', IDEA.problem],
      ['Quem é o cliente?', IDEA.targetCustomer],
      ['Qual é a solução?', IDEA.solution],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('idea-form')).toHaveAttribute('data-step', 'market'));
    expect(screen.getByRole('heading', { name: 'Mercado e concorrência' })).toHaveFocus();
  });

  it('keeps the last words typed when the screen is left before the draft was written', async () => {
    const { user, unmount } = await renderForm();
    await user.type(screen.getByLabelText('Nome da ideia'), 'Padaria');
    unmount();
    expect(JSON.parse(localStorage.getItem(IDEA_DRAFT_KEY) ?? '{}')).toMatchObject({
      step: 0,
      values: { title: 'Padaria' },
    });
  });

  it('restores the draft on its step, posts the idea and opens the report, dropping the draft', async () => {
    storeDraft();
    const created = makeValidation();
    const { api, user, router } = await renderForm({
      'POST /api/validations': { status: 201, body: { validation: created } },
    });
    expect(screen.getByTestId('idea-draft-restored')).toBeInTheDocument();
    expect(screen.getByTestId('idea-form')).toHaveAttribute('data-step', 'founder');
    await user.click(screen.getByRole('button', { name: 'Validar ideia' }));
    await screen.findByText('relatório');
    expect(router.state.location.pathname).toBe(`/validacao-ideia/${created.id}`);
    // Sold in person, the idea carries a city, none chosen here.
    expect(api.requestsTo('POST', '/api/validations')[0]?.body).toEqual({ ...IDEA, city: null });
    expect(localStorage.getItem(IDEA_DRAFT_KEY)).toBeNull();
  });

  it.each([
    { channels: ['socialMedia', 'directSales'], sent: 'belo-horizonte' },
    // Sold online, the idea serves its country: the city chosen before is dropped.
    { channels: ['ownWebsite'], sent: null },
  ])('sends the city chosen when sold in person, none when sold online ($channels)', async ({ channels, sent }) => {
    localStorage.setItem(
      IDEA_DRAFT_KEY,
      JSON.stringify({ step: 3, values: { ...emptyIdea(PREFERENCES), ...IDEA, channels, city: 'belo-horizonte' } }),
    );
    const created = makeValidation();
    const { api, user } = await renderForm({ 'POST /api/validations': { status: 201, body: { validation: created } } });
    await user.click(screen.getByRole('button', { name: 'Validar ideia' }));
    await screen.findByText('relatório');
    expect(api.requestsTo('POST', '/api/validations')[0]?.body).toMatchObject({ city: sent });
  });

  it('takes a field the server refused back to its step, under the field', async () => {
    storeDraft();
    const { user } = await renderForm({
      'POST /api/validations': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            issues: [{ path: 'problem', message: 'validation.tooLong' }],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Validar ideia' }));
    await waitFor(() => expect(screen.getByTestId('idea-form')).toHaveAttribute('data-step', 'idea'));
    expect(screen.getByLabelText('Qual problema ela resolve?')).toHaveAccessibleDescription(/Texto longo demais/);
  });

  it('shows the plan limit when the server refuses the creation', async () => {
    storeDraft();
    const { user } = await renderForm({ 'POST /api/validations': apiError(403, 'QUOTA_EXCEEDED') });
    await user.click(screen.getByRole('button', { name: 'Validar ideia' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido', variant: 'warning' })),
    );
    expect(localStorage.getItem(IDEA_DRAFT_KEY)).not.toBeNull();
  });
});
