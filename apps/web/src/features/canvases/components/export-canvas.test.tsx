import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { CanvasDetail } from '@alavanca/contracts/canvases';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CanvasImageContent } from '../utils/canvas-image';
import { ExportCanvas } from './export-canvas';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
// The image is drawn on a real canvas in the browser; here only what it is given and when.
const canvasPng = vi.hoisted(() => vi.fn<(content: CanvasImageContent, family: string) => Promise<Blob | null>>());
vi.mock('../utils/canvas-image', async (original) => ({ ...(await original()), canvasPng }));

const ID = '0b5c0a52-3f3e-4c61-9d1e-5b1c2a3d4e5f';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SEGMENT = uuid(1);
type Card = CanvasDetail['cards'][number];
const card = (n: number, block: Card['block'], text: string, extra: Partial<Card> = {}): Card => ({
  id: uuid(n),
  block,
  text,
  evidence: null,
  links: [],
  ...extra,
});

const CANVAS: CanvasDetail = {
  id: ID,
  kind: 'lean',
  title: 'Padaria do Batel',
  businessType: 'food',
  currency: 'BRL',
  validationId: null,
  simulationId: null,
  validationFacts: null,
  version: 4,
  cardCount: 3,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  cards: [
    card(1, 'customerSegments', 'Moradores do Batel'),
    card(2, 'problem', 'Pão industrializado', { links: [SEGMENT] }),
    card(3, 'revenueStreams', 'Cesta semanal', {
      links: [SEGMENT],
      revenue: { priceCents: 18_00, pricingModel: 'weekly', purchasesPerYear: 52, customers: 600 },
    }),
  ],
};

const REPORT = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  kind: 'canvas',
  itemId: ID,
  title: 'Padaria do Batel',
  language: 'pt-BR',
  files: [
    { format: 'pdf', bytes: 48_000 },
    { format: 'csv', bytes: 2_000 },
  ],
  createdAt: '2026-11-27T12:00:00.000Z',
};

async function renderExport() {
  await renderRoutes(
    [
      {
        path: '/canvas/:id',
        element: <ExportCanvas canvas={CANVAS} prefs={{ language: 'pt-BR', numberFormat: 'decimal' }} />,
      },
    ],
    { path: `/canvas/${ID}`, session: { user: { id: 'u', email: 'ana@example.test', name: 'Ana' } } },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Exportar' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Exportar o canvas' }) };
}

describe('exporting a canvas', () => {
  const createObjectURL = vi.fn(() => 'blob:canvas-image');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    notify.mockClear();
    canvasPng.mockReset();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says it uses one report, makes the report once, then offers the PDF, the CSV and the image', async () => {
    let answered = false;
    canvasPng.mockImplementation(async () => {
      // The image is drawn once the server has made (and counted) the report.
      expect(answered).toBe(true);
      return new Blob(['png'], { type: 'image/png' });
    });
    const api = stubApi({
      'POST /api/reports': () => {
        answered = true;
        return { status: 201, body: { report: REPORT } };
      },
    });
    const { user, dialog } = await renderExport();
    expect(dialog).toHaveTextContent('Usa 1 relatório do seu plano para os três arquivos.');
    expect(dialog).toHaveTextContent('Exporta a versão 4, a última salva.');
    expect(api.requestsTo('POST', '/api/reports')).toHaveLength(0);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Exportar' }));
    const pdf = await within(dialog).findByRole('link', { name: 'Baixar PDF' });
    expect(api.requestsTo('POST', '/api/reports').map((request) => request.body)).toEqual([
      { kind: 'canvas', itemId: ID },
    ]);
    expect(pdf).toHaveAttribute('href', `/api/reports/${REPORT.id}/pdf`);
    expect(within(dialog).getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute(
      'href',
      `/api/reports/${REPORT.id}/csv`,
    );
    const png = within(dialog).getByRole('link', { name: 'Baixar PNG' });
    expect(png).toHaveAttribute('href', 'blob:canvas-image');
    expect(png).toHaveAttribute('download', 'padaria-do-batel.png');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Exportação pronta.');
    await waitFor(() => expect(pdf).toHaveFocus());

    // The image carries the canvas in the catalogs' words: its blocks, numbers, score, findings and attribution.
    expect(canvasPng).toHaveBeenCalledTimes(1);
    const [content, family] = canvasPng.mock.calls[0]!;
    expect(family).toBeTruthy();
    expect(content.blocks.map((block) => block.name)).toContain('Vantagem injusta');
    expect(content.blocks.find((block) => block.block === 'revenueStreams')?.cards).toEqual([
      {
        text: 'Cesta semanal',
        meta: expect.stringMatching(/^Hipótese · R\$\s18,00 · Assinatura semanal · 52 por ano · 600 clientes por mês$/),
        evidence: false,
      },
    ]);
    expect(content.score).toMatch(/^Coerência: \d+\/100$/);
    expect(content.findings[0]).toBe('Nenhum custo no canvas');
    expect(content.attribution).toContain('Lean Canvas, de Ash Maurya');
    expect(content.more(3)).toBe('+3 cartões no PDF');

    // Closing lets the image go; a new export asks again.
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:canvas-image');
  });

  it('shows the limit reached when the plan has no report left, and offers nothing to download', async () => {
    const api = stubApi({ 'POST /api/reports': apiError(403, 'QUOTA_EXCEEDED') });
    const { user, dialog } = await renderExport();
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido', variant: 'warning' })),
    );
    expect(api.requestsTo('POST', '/api/reports')).toHaveLength(1);
    expect(canvasPng).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('offers the PDF and the CSV when this browser cannot draw the image, and says so', async () => {
    canvasPng.mockResolvedValue(null);
    stubApi({ 'POST /api/reports': { status: 201, body: { report: REPORT } } });
    const { user, dialog } = await renderExport();
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByRole('link', { name: 'Baixar PDF' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Baixar PNG' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Este navegador não conseguiu desenhar a imagem');
  });
});
