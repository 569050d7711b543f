import { Component as VerificationRoute } from './certificate-verification';
import { apiError, stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import type { CertificateVerification } from '@alavanca/contracts/certificate';
import { rightAnswers } from '@alavanca/domain/certificate/board-queries';
import { scoreExam } from '@alavanca/domain/certificate/exam';
import { examRun } from '@alavanca/domain/certificate/testing/exam-runs';
import { LANGUAGES } from '@alavanca/domain/constants';
import { carefulFounder } from '@alavanca/domain/simulation/founder-policies';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';

const ID = 'K7M3P9QXABCDEFGH2345';
const PATH = `/certificado/verificar/${ID}`;

/** A certificate as the server answers it: the careful founder's foundation exam, every question right. */
function verification(): CertificateVerification {
  const { setup, decisions, months } = examRun('foundation', 5, carefulFounder);
  const board = rightAnswers(months);
  const knowledge = { right: 5, asked: 6 };
  const score = scoreExam({ setup, decisions, board, knowledge });
  return {
    status: 'valid',
    mine: false,
    certificate: {
      id: ID,
      holderName: 'Ana Souza',
      level: 'foundation',
      issuedAt: '2026-11-30T15:00:00.000Z',
      revokedAt: null,
      revokedReason: null,
      score,
    },
    reproduce: { setup, decisions, board, knowledge },
  };
}

async function open(answer: Parameters<typeof stubApi>[0][string]) {
  stubApi({ [`GET /api/certificates/${ID}`]: answer });
  await renderRoutes([{ path: '/certificado/verificar/:id', Component: VerificationRoute }], { path: PATH });
}

describe('/certificado/verificar/:id', () => {
  afterEach(async () => {
    await i18next.changeLanguage('pt-BR');
  });

  it('shows a valid certificate, what it prints and its score part by part, and reproduces it in the browser', async () => {
    const checked = verification();
    await open({ body: { verification: checked } });
    const page = await screen.findByTestId('certificate-verification');
    expect(within(page).getByRole('heading', { level: 2, name: 'Certificado de Empreendedor' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Válido');
    expect(screen.getByTestId('certificate-holder')).toHaveTextContent('Ana Souza');
    expect(page).toHaveTextContent('Fundamentos');
    expect(page).toHaveTextContent('30/11/2026');
    const total = checked.certificate.score.total.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
    expect(screen.getByTestId('certificate-total')).toHaveTextContent(`${total} de 1.000`);
    const rows = within(screen.getByRole('table', { name: 'Pontuação do exame, parte a parte' })).getAllByRole('row');
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Parte',
      'Desempenho contra o fundador cuidadoso',
      'Painel equilibrado',
      'Perguntas do conselho',
      'Conhecimento',
      'Total',
    ]);
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('250 de 250');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reproduzir a pontuação' }));
    expect(
      await screen.findByText(`Pontuação recalculada no seu navegador: ${total}, exatamente a do certificado.`),
    ).toBeInTheDocument();
  });

  it('offers its holder LinkedIn’s "Add to profile", prefilled, and everyone a share of its address', async () => {
    await open({ body: { verification: { ...verification(), mine: true } } });
    const share = await screen.findByTestId('share-certificate');
    const add = new URL(
      within(share)
        .getByRole('link', { name: /Adicionar ao perfil do LinkedIn/ })
        .getAttribute('href')!,
    );
    expect(add.origin + add.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(add.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certificado de Empreendedor — Fundamentos',
      organizationName: 'Alavanca',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: `${window.location.origin}${PATH}`,
      certId: ID,
    });
    const shared = new URL(
      within(share)
        .getByRole('link', { name: /Compartilhar no LinkedIn/ })
        .getAttribute('href')!,
    );
    expect(shared.searchParams.get('url')).toBe(`${window.location.origin}${PATH}`);
  });

  it('offers a stranger the share, never the holder’s "Add to profile"', async () => {
    await open({ body: { verification: verification() } });
    const share = await screen.findByTestId('share-certificate');
    expect(within(share).queryByRole('link', { name: /Adicionar ao perfil/ })).not.toBeInTheDocument();
    expect(within(share).getByRole('link', { name: /Compartilhar no LinkedIn/ })).toHaveAttribute('target', '_blank');
  });

  it('says so when the recorded decisions do not give the certificate’s score', async () => {
    const checked = verification();
    const tampered = {
      ...checked,
      certificate: { ...checked.certificate, score: { ...checked.certificate.score, total: 999 } },
    };
    await open({ body: { verification: tampered } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reproduzir a pontuação' }));
    expect(await screen.findByTestId('reproduced')).toHaveTextContent('diferente da do certificado');
  });

  it('shows a revoked certificate with the date and the reason', async () => {
    const checked = verification();
    await open({
      body: {
        verification: {
          ...checked,
          status: 'revoked',
          certificate: {
            ...checked.certificate,
            revokedAt: '2026-12-01T12:00:00.000Z',
            revokedReason: 'Identidade não confirmada',
          },
        },
      },
    });
    expect(await screen.findByTestId('certificate-status')).toHaveTextContent('Revogado');
    expect(screen.getByTestId('revoked-reason')).toHaveTextContent('Revogado em 01/12/2026: Identidade não confirmada');
    expect(screen.getByTestId('certificate-verification')).toHaveAttribute('data-status', 'revoked');
  });

  it('says when no certificate has the code', async () => {
    await open(apiError(404, 'NOT_FOUND'));
    expect(await screen.findByText('Certificado não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  });

  it.each(LANGUAGES)('reads fully in %s', { timeout: 15_000 }, async (language) => {
    await switchTestLanguage(language);
    await open({ body: { verification: verification() } });
    const page = await screen.findByTestId('certificate-verification');
    expect(page).toHaveTextContent(textIn(language, 'certificate', 'title'));
    expect(page).toHaveTextContent(textIn(language, 'exam', 'verify.reproduce.title'));
    expect(page.textContent).not.toMatch(/\b(?:verify|levels|parts)\.[a-z]|\{\{/);
  });
});
