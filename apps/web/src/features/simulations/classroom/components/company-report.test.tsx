import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyReport } from './company-report';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const CLASS_ID = '0b7f4f2e-5d1c-4f58-9a57-3c2b1e0d9f10';
const COMPANY_ID = '6a1e2d3c-4b5a-4978-8877-665544332211';
const REPORT = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  kind: 'classCompany',
  itemId: COMPANY_ID,
  title: 'Cantina da Bia',
  language: 'pt-BR',
  files: [
    { format: 'pdf', bytes: 48_000 },
    { format: 'csv', bytes: 2_000 },
  ],
  createdAt: '2026-11-27T12:00:00.000Z',
};

function renderReport() {
  return renderRoutes([{ path: '/turmas/:id', element: <CompanyReport classId={CLASS_ID} companyId={COMPANY_ID} /> }], {
    path: `/turmas/${CLASS_ID}`,
    session: { user: { id: 'u', email: 'p@example.test', name: 'Paula' } },
  });
}

describe('a class company’s report', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('is generated for the company and its class, then downloads as PDF and CSV', async () => {
    const api = stubApi({ 'POST /api/reports': { status: 201, body: { report: REPORT } } });
    await renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar relatório (PDF e CSV)' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/reports').map((request) => request.body)).toEqual([
        { kind: 'classCompany', itemId: COMPANY_ID, classId: CLASS_ID },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      `/api/reports/${REPORT.id}/pdf`,
    );
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute('href', `/api/reports/${REPORT.id}/csv`);
    expect(notify).toHaveBeenCalledWith({ title: 'Relatório pronto', variant: 'success' });
  });

  it('says the plan’s reports are used up, with the way to more, and offers no download', async () => {
    stubApi({ 'POST /api/reports': apiError(403, 'QUOTA_EXCEEDED') });
    await renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar relatório (PDF e CSV)' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'warning' })));
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('says why when the company is not the asker’s to report on', async () => {
    stubApi({ 'POST /api/reports': apiError(404, 'NOT_FOUND') });
    await renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar relatório (PDF e CSV)' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Não foi possível gerar o relatório', variant: 'destructive' }),
      ),
    );
  });
});
