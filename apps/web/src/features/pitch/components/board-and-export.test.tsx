import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PITCH_ID, WithPitchEnvironment } from '../testing/pitch-fixtures';
import { BoardSection } from './board-section';
import { ExportSection } from './export-section';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const BOARD = {
  score: 90,
  writtenBy: 'engine',
  reactions: [
    {
      persona: 'eva',
      text: 'Eu olho primeiro os números.\n\nVocê diz R$ 3 mi; Padaria do Batel mostra R$ 1,2 mi.',
      grounds: ['claim:marketSize'],
    },
    { persona: 'max', text: 'Direto ao seu pedido.', grounds: ['holds'] },
    { persona: 'leo', text: 'Antes de investir, quero ver o risco.', grounds: ['runway'] },
    { persona: 'bia', text: 'Tem trabalho bom aqui.', grounds: ['strongest:traction', 'finding:plainWords'] },
  ],
};

const REPORT = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  kind: 'pitchDeck',
  itemId: PITCH_ID,
  title: 'Clube do pão do Batel',
  language: 'pt-BR',
  files: [
    { format: 'pdf', bytes: 48_000 },
    { format: 'csv', bytes: 2_000 },
  ],
  createdAt: '2026-11-27T12:00:00.000Z',
};

async function renderSections(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  // What waits to be saved goes first: both sections ask before their request.
  const beforeSend = vi.fn(async () => true);
  await renderRoutes(
    [
      {
        path: '/pitch/:id',
        element: (
          <WithPitchEnvironment>
            <BoardSection pitchId={PITCH_ID} beforeAsk={beforeSend} />
            <ExportSection pitchId={PITCH_ID} beforeExport={beforeSend} />
          </WithPitchEnvironment>
        ),
      },
    ],
    { path: `/pitch/${PITCH_ID}` },
  );
  return { api, beforeSend, user: userEvent.setup() };
}

describe('asking the board and exporting a pitch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('says the board uses a mentor session, then shows the four mentors in their colours', async () => {
    const { api, beforeSend, user } = await renderSections({
      [`POST /api/pitches/${PITCH_ID}/board`]: { body: { board: BOARD } },
    });
    expect(screen.getByTestId('board')).toHaveTextContent('Usa 1 consulta ao mentor do seu plano.');
    await user.click(screen.getByRole('button', { name: 'Perguntar ao conselho' }));
    const cards = await screen.findAllByTestId('board-reaction');
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(api.requestsTo('POST', `/api/pitches/${PITCH_ID}/board`)).toHaveLength(1);
    expect(cards.map((card) => card.dataset.persona)).toEqual(['eva', 'max', 'leo', 'bia']);
    const eva = cards[0]!;
    expect(within(eva).getByRole('heading', { name: 'EVA' })).toBeInTheDocument();
    expect(eva).toHaveStyle({ borderLeftColor: '#2563eb' });
    expect(eva.querySelector('img')).toHaveAttribute('src', '/avatars/eva.svg');
    expect(eva.querySelectorAll('p.whitespace-pre-line')).toHaveLength(2);
    expect(eva).toHaveTextContent('Com base em: tamanho de mercado');
    expect(cards[3]).toHaveTextContent('Com base em: Tração e palavras vazias');
    // "All holds" stands on nothing to name.
    expect(cards[1]).not.toHaveTextContent('Com base em');
  });

  it('shows the limit reached, with the way to the plans, when no mentor session is left', async () => {
    const { user } = await renderSections({
      [`POST /api/pitches/${PITCH_ID}/board`]: apiError(403, 'QUOTA_EXCEEDED'),
    });
    await user.click(screen.getByRole('button', { name: 'Perguntar ao conselho' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Limite Atingido', variant: 'warning', action: expect.anything() }),
      ),
    );
    expect(screen.queryAllByTestId('board-reaction')).toEqual([]);
  });

  it('makes the deck outline as a report of the pitch and offers its PDF', async () => {
    const { api, user } = await renderSections({ 'POST /api/reports': { status: 201, body: { report: REPORT } } });
    expect(screen.getByTestId('export')).toHaveTextContent('Cada PDF usa 1 relatório do seu plano');
    await user.click(screen.getByRole('button', { name: 'PDF com roteiro de 10 slides' }));
    const link = await screen.findByRole('link', { name: 'Baixar PDF' });
    expect(api.requestsTo('POST', '/api/reports').map((request) => request.body)).toEqual([
      { kind: 'pitchDeck', itemId: PITCH_ID },
    ]);
    expect(link).toHaveAttribute('href', `/api/reports/${REPORT.id}/pdf`);
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute('href', `/api/reports/${REPORT.id}/csv`);
    expect(screen.getByTestId('export')).toHaveTextContent('O roteiro de 10 slides está pronto.');
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('shows the limit reached when the plan has no report left', async () => {
    const { user } = await renderSections({ 'POST /api/reports': apiError(403, 'QUOTA_EXCEEDED') });
    await user.click(screen.getByRole('button', { name: 'PDF de uma página' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido', variant: 'warning' })),
    );
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });
});
