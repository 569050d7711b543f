import { Component as CertificateRoute } from './certificate';
import { apiError, preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import {
  asRead,
  ATTEMPT_ID,
  carefulDecisions,
  CERTIFICATE_ID,
  examAttempt,
  examOverview,
} from '@/features/simulations/exam/testing/exam-fixtures';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

// An ended attempt's result on the exam's page (`?tentativa=<id>`): its score, what the exam goes
// over after it, and the certificate a pass earned.

const ATTEMPT = `/api/certificate/attempts/${ATTEMPT_ID}`;

async function open(routes: Record<string, Route>) {
  stubApi({ ...preferencesRoutes(), 'GET /api/certificate': { body: examOverview(1) }, ...routes });
  await renderRoutes([{ path: '/certificado', Component: CertificateRoute }], {
    path: `/certificado?tentativa=${ATTEMPT_ID}`,
  });
}

describe('/certificado?tentativa=', () => {
  // The attempt's parts are chunks of their own, loaded as they are shown: imported once up front,
  // so no test's first wait is a module's first transform on a busy machine.
  beforeAll(async () => {
    await Promise.all([import('@/features/simulations/exam/components/exam-result')]);
  });

  it('shows a passed attempt’s score part by part, its seed and its certificate', async () => {
    const ended = examAttempt('foundation', carefulDecisions('foundation', 6), { ended: { status: 'submitted' } });
    await open({
      [`GET ${ATTEMPT}`]: { body: { attempt: ended } },
      [`GET /api/certificates/${CERTIFICATE_ID}`]: apiError(404, 'NOT_FOUND'),
    });
    const result = await screen.findByTestId('exam-result');
    const score = ended.score!;
    expect(screen.getByTestId('exam-total')).toHaveTextContent(
      `${score.total.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} de 1.000`,
    );
    expect(screen.getByTestId('exam-passed')).toHaveTextContent('Aprovado');
    expect(screen.getByTestId('exam-seed')).toHaveTextContent('semente 5');
    const rows = within(screen.getByRole('table', { name: 'Pontuação do exame, parte a parte' })).getAllByRole('row');
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Parte',
      'Desempenho contra o fundador cuidadoso',
      'Lucro contra o fundador cuidadoso',
      'Escala alcançada',
      'Painel equilibrado',
      'Finanças',
      'Clientes',
      'Operações',
      'Aprendizado',
      'Perguntas do conselho',
      'Conhecimento',
    ]);
    expect(result).toHaveTextContent('Perguntas do conselho: 10 de 10 certas');
    expect(result).toHaveTextContent('Receita de equilíbrio no mês 4');
    const actions = screen.getByTestId('certificate-actions');
    expect(within(actions).getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      `/api/certificate/certificates/${CERTIFICATE_ID}/pdf`,
    );
    expect(within(actions).getByRole('link', { name: 'Página de verificação' })).toHaveAttribute(
      'href',
      `/certificado/verificar/${CERTIFICATE_ID}`,
    );
  });

  it('goes over each knowledge question after the exam: the answer given, the right one, and why', async () => {
    const ended = examAttempt('foundation', carefulDecisions('foundation', 6), {
      ended: { status: 'submitted', knowledgeRight: 5 },
    });
    await open({
      [`GET ${ATTEMPT}`]: { body: { attempt: ended } },
      [`GET /api/certificates/${CERTIFICATE_ID}`]: apiError(404, 'NOT_FOUND'),
    });
    const review = await screen.findByTestId('exam-review');
    expect(screen.getByRole('heading', { name: 'Questões de conhecimento certas: 5 de 6.' })).toBeInTheDocument();
    const [first, , , , , last] = ended.review!;
    const right = within(review).getByTestId(`review-${first!.id}`);
    expect(right).toHaveTextContent(asRead(`Sua resposta, certa: ${first!.options[first!.right]}`));
    expect(right).toHaveTextContent(asRead(first!.why));
    expect(right).not.toHaveTextContent('A resposta certa');
    const wrong = within(review).getByTestId(`review-${last!.id}`);
    expect(wrong).toHaveTextContent(asRead(`Sua resposta: ${last!.options[last!.picked!]}`));
    expect(wrong).toHaveTextContent(asRead(`A resposta certa: ${last!.options[last!.right]}`));
  });

  it('says an attempt given up has no score', async () => {
    const ended = examAttempt('advanced', carefulDecisions('advanced', 2), { ended: { status: 'abandoned' } });
    await open({ [`GET ${ATTEMPT}`]: { body: { attempt: ended } } });
    expect(await screen.findByText('Você desistiu desta tentativa')).toBeInTheDocument();
    expect(screen.queryByTestId('exam-score')).not.toBeInTheDocument();
  });

  it('says when no attempt of the user has the address', async () => {
    await open({ [`GET ${ATTEMPT}`]: apiError(404, 'NOT_FOUND') });
    expect(await screen.findByText('Tentativa não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exame de certificado' })).toHaveAttribute('href', '/certificado');
  });
});
