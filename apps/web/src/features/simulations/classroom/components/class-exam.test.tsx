import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassExamView } from '@alavanca/contracts/certificate';
import { CLASS_EXAM_ID } from '../testing/fake-class-exams';
import { fakeId } from '../testing/fake-classes';
import { CLASS_PATH, renderClass, renderStudent } from '../testing/render-class';

const CERTIFICATE_ID = 'K7M3P9QXABCDEFGH2345';

/** An advanced exam closed already: Ana passed it, Bruno gave up, Carla never started. */
function closedExam(): ClassExamView {
  return {
    id: fakeId(7, 2),
    level: 'advanced',
    openedAt: '2026-11-20T13:00:00.000Z',
    closedAt: '2026-11-27T13:00:00.000Z',
    students: [
      {
        userId: fakeId(2, 1),
        name: 'Ana Souza',
        status: 'submitted',
        total: 812.4,
        passed: true,
        certificateId: CERTIFICATE_ID,
      },
      {
        userId: fakeId(2, 11),
        name: 'Bruno Costa',
        status: 'abandoned',
        total: null,
        passed: false,
        certificateId: null,
      },
      {
        userId: fakeId(2, 21),
        name: 'Carla Dias',
        status: 'notStarted',
        total: null,
        passed: false,
        certificateId: null,
      },
    ],
  };
}

describe('the certificate exam in the teacher’s console', () => {
  it('opens the exam for the class at the level chosen, asking first, and closes it', async () => {
    const { user, api } = await renderClass();
    const section = await screen.findByTestId('class-exam');
    expect(within(section).getByRole('heading', { name: 'Exame de certificado' })).toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: /Avançado/ }));
    await user.click(within(section).getByTestId('open-class-exam'));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir o exame Avançado para a turma?' });
    expect(dialog).toHaveTextContent('com 60 minutos a partir do próprio início');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir o exame' }));

    const results = await within(section).findByTestId('class-exam-results');
    expect(api.requestsTo('POST', `${CLASS_PATH}/exams`)[0]?.body).toEqual({ level: 'advanced' });
    expect(within(results).getByRole('heading', { name: /Exame Avançado aberto em 30\/11\/2026/ })).toBeInTheDocument();
    expect(results).toHaveTextContent('Aberto: os alunos podem começá-lo.');
    expect(
      within(results)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ana SouzaNão começou—', 'Bruno CostaNão começou—', 'Carla DiasNão começou—']);
    // One open at a time: no way to open another until this one closes.
    expect(within(section).queryByTestId('open-class-exam')).not.toBeInTheDocument();

    await user.click(within(results).getByTestId('close-class-exam'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Fechar o exame?' })).getByRole('button', {
        name: 'Fechar o exame',
      }),
    );
    await waitFor(() => expect(results).toHaveTextContent('Fechado em 02/12/2026'));
    expect(api.requestsTo('POST', `${CLASS_PATH}/exams/${CLASS_EXAM_ID}/close`)).toHaveLength(1);
    expect(await within(section).findByTestId('open-class-exam')).toBeInTheDocument();
  });

  it('shows each student’s outcome in an exam run before, with the certificate a pass earned', async () => {
    await renderClass({}, { exams: [closedExam()] });
    const results = await screen.findByTestId('class-exam-results');
    expect(within(results).getByRole('heading', { name: /Exame Avançado aberto em 20\/11\/2026/ })).toBeInTheDocument();
    expect(results).toHaveTextContent('Fechado em 27/11/2026');
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana SouzaAprovado, 812,4 de 1.000Certificado de Ana Souza',
      'Bruno CostaDesistiu—',
      'Carla DiasNão começou—',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Certificado de Ana Souza' })).toHaveAttribute(
      'href',
      `/certificado/verificar/${CERTIFICATE_ID}`,
    );
  });

  it('is not shown to a student', async () => {
    const { api } = await renderStudent();
    expect(screen.queryByTestId('class-exam')).not.toBeInTheDocument();
    expect(api.requestsTo('GET', `${CLASS_PATH}/exams`)).toHaveLength(0);
  });
});
