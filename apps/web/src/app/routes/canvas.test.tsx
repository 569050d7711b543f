import { Component as CanvasRoute } from './canvas';
import { PREFERENCES, stubApi, type FakeAnswer, type RecordedRequest } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { CanvasDetail, UpdateCanvasRequest } from '@alavanca/contracts/canvases';
import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const ID = '0b5c0a52-3f3e-4c61-9d1e-5b1c2a3d4e5f';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SEGMENT = uuid(1);
const card = (n: number, block: CanvasCard['block'], text: string, extra: Partial<CanvasCard> = {}): CanvasCard => ({
  id: uuid(n),
  block,
  text,
  evidence: null,
  links: [],
  ...extra,
});

/** A bakery's canvas: a segment served, reached and paying; rent against 600 weekly baskets. */
const CARDS: CanvasCard[] = [
  card(1, 'customerSegments', 'Moradores do Batel'),
  card(2, 'valuePropositions', 'Pão fresco perto de casa', { links: [SEGMENT] }),
  card(3, 'channels', 'Loja de rua', { links: [SEGMENT], channel: { acquisitionCostCents: 15_00 } }),
  card(4, 'revenueStreams', 'Cesta semanal', {
    links: [SEGMENT],
    revenue: { priceCents: 18_00, pricingModel: 'weekly', purchasesPerYear: 52, customers: 600 },
  }),
  card(5, 'costStructure', 'Aluguel e equipe', { cost: { costKind: 'fixed', amountCents: 18_000_00 } }),
  card(6, 'costStructure', 'Farinha por cesta', { cost: { costKind: 'variable', amountCents: 6_00 } }),
];

const detail = (version: number, cards: CanvasCard[], title = 'Padaria do Batel'): CanvasDetail => ({
  id: ID,
  kind: 'businessModel',
  title,
  businessType: 'food',
  currency: 'BRL',
  validationId: null,
  simulationId: null,
  validationFacts: null,
  version,
  cardCount: cards.length,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  cards: cards.map((each) => ({ ...each, links: [...each.links] })),
});

async function renderCanvas(patch: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    'GET /api/validations': { body: { validations: [], nextCursor: null } },
    [`GET /api/canvases/${ID}`]: { body: { canvas: detail(1, CARDS) } },
    [`PATCH /api/canvases/${ID}`]: patch,
  });
  const view = await renderRoutes([{ path: '/canvas/:id', Component: CanvasRoute }], { path: `/canvas/${ID}` });
  await screen.findByTestId('canvas-editor');
  return { ...view, api, user: userEvent.setup() };
}

const block = (name: string) =>
  screen.getAllByTestId('canvas-block').find((element) => element.dataset.block === name)!;
const cardTexts = (name: string) =>
  within(block(name))
    .queryAllByTestId('canvas-card')
    .map((element) => element.querySelector('p')?.textContent);

describe('/canvas/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('shows the month, the break-even and the score the canvas’s numbers give, in the user’s format', async () => {
    await renderCanvas(() => ({ body: {} }));
    // 600 baskets a week at R$ 18: R$ 46.800 a month; R$ 18.000 fixed and R$ 6 a basket: R$ 33.600.
    expect(screen.getByTestId('month-revenue')).toHaveTextContent(/R\$\s46\.800,00/);
    expect(screen.getByTestId('month-costs')).toHaveTextContent(/R\$\s33\.600,00/);
    expect(screen.getByTestId('break-even')).toHaveTextContent('347');
    expect(screen.getByTestId('coherence-score')).toHaveTextContent('100/100');
    expect(screen.getByTestId('attribution')).toHaveTextContent('Strategyzer AG');
  });

  it('refuses a card without its statement or with a price out of bounds, field by field, and sends nothing', async () => {
    const { api, user } = await renderCanvas(() => ({ body: {} }));
    await user.click(within(block('revenueStreams')).getByTestId('add-card'));
    const dialog = await screen.findByTestId('card-dialog');
    await user.type(within(dialog).getByLabelText('Preço por compra'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByLabelText('Frase', { exact: true })).toHaveAccessibleDescription(/Preencha este campo/);
    expect(within(dialog).getByLabelText('Preço por compra')).toHaveAccessibleDescription(/Valor fora do intervalo/);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(api.requestsTo('PATCH', `/api/canvases/${ID}`)).toHaveLength(0);
  });

  it('moves a card by keyboard, says where it went, and saves the new order after a pause', async () => {
    const { api, user } = await renderCanvas((request) => ({
      body: { canvas: detail(2, (request.body as UpdateCanvasRequest).cards as CanvasCard[]) },
    }));
    const rent = within(block('costStructure')).getAllByTestId('move-card')[0]!;
    rent.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(cardTexts('costStructure')).toEqual(['Farinha por cesta', 'Aluguel e equipe']);
    expect(screen.getByTestId('canvas-announcement')).toHaveTextContent(
      '“Aluguel e equipe” agora está em Estrutura de custos, posição 2 de 2.',
    );
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Salvo · versão 2'));
    const [sent] = api.requestsTo('PATCH', `/api/canvases/${ID}`);
    expect(sent!.body).toMatchObject({ baseVersion: 1 });
    expect((sent!.body as UpdateCanvasRequest).cards!.map((each) => each.text).slice(-2)).toEqual([
      'Farinha por cesta',
      'Aluguel e equipe',
    ]);
  });

  // Two saves, each after the editor's pause: longer than a test's usual five seconds on a busy machine.
  it('keeps another tab’s card that a save brought back while this tab kept editing', { timeout: 15_000 }, async () => {
    // The server merged a card another tab added into the first save; its answer is held back
    // until this tab has renamed the canvas.
    const theirs = card(7, 'channels', 'Feira de domingo', { links: [SEGMENT] });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const patches: UpdateCanvasRequest[] = [];
    let stored = detail(1, CARDS);
    const { user } = await renderCanvas(async (request) => {
      const body = request.body as UpdateCanvasRequest;
      patches.push(body);
      const cards = (body.cards as CanvasCard[] | undefined) ?? stored.cards;
      if (patches.length === 1) {
        await held;
        stored = detail(2, [...cards, theirs]);
      } else {
        stored = detail(stored.version + 1, cards, body.title ?? stored.title);
      }
      return { body: { canvas: stored } };
    });
    await user.click(within(block('keyPartners')).getByTestId('add-card'));
    const dialog = await screen.findByTestId('card-dialog');
    await user.type(within(dialog).getByLabelText('Frase', { exact: true }), 'Moinho local');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    await user.type(screen.getByTestId('canvas-title'), ' 2');
    release();
    await waitFor(() => expect(cardTexts('channels')).toEqual(['Loja de rua', 'Feira de domingo']));
    expect(screen.getByTestId('canvas-title')).toHaveValue('Padaria do Batel 2');
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 3_000 });
    // The second save names the first's version and sends the title alone: the other tab's card
    // is in this tab's cards, so it is not read as deleted.
    expect(patches[1]).toEqual({ baseVersion: 2, title: 'Padaria do Batel 2' });
    expect(cardTexts('keyPartners')).toEqual(['Moinho local']);
  });
});
