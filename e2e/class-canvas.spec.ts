import { expect, test } from './fixtures';
import { openApp } from './support/app';
import { text } from './support/site';
import { classWithStudent } from './support/classes';

// A class asks for a canvas: the teacher turns the request on with the suggested rubric, a student
// hands in one of their canvases, the teacher reads it with its coherence findings and grades it,
// the student sees the grade live, and the class's CSV carries it.

const c = (key: string, values?: Record<string, string | number>) => text('pt-BR', 'classroom', key, values);

test('a teacher asks for a canvas, a student hands one in, the teacher grades it on their rubric', async ({
  browser,
  baseURL,
  expectNoA11yViolations,
}) => {
  test.slow();
  const { teacher, student, id, headers } = await classWithStudent(browser, baseURL, {
    name: 'Modelos de Negócio 2026/2',
    seed: 2027,
    who: 'canvas',
    companyName: 'Padaria da Bia',
    timezoneId: 'America/Sao_Paulo',
  });
  const created = await student.request.post('/api/canvases', {
    data: { from: 'blank', kind: 'businessModel', title: 'Padaria do Batel', businessType: 'food', currency: 'BRL' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);

  // The teacher asks, with the suggested rubric: a criterion per block and the coherence.
  await openApp(teacher, `/turmas/${id}`);
  await teacher.getByTestId('ask-canvas').click();
  const form = teacher.getByTestId('canvas-assignment-form');
  await form.getByLabel(c('work.form.instructions')).fill('Entregue o canvas da sua empresa até sexta.');
  await expect(form.getByTestId('rubric-criterion')).not.toHaveCount(0);
  await expectNoA11yViolations(teacher, { label: 'the canvas request form' });
  await form.getByTestId('save-canvas-assignment').click();
  await expect(teacher.getByTestId('hand-in-row')).toHaveCount(1);
  await expect(teacher.getByTestId('hand-in-row')).toContainText(c('work.teacher.notHandedIn'));

  // The student hands in their canvas by keyboard.
  await openApp(student, `/turmas/${id}`);
  const handIn = student.getByTestId('hand-in-form');
  await expect(handIn).toBeVisible();
  await expectNoA11yViolations(student, { label: 'the hand-in form' });
  const submit = handIn.getByRole('button', { name: c('canvas.student.handIn') });
  await submit.focus();
  await submit.press('Enter');
  await expect(student.getByTestId('hand-in-status')).toContainText(c('work.student.waiting'));

  // The teacher sees it arrive without a reload, reads it and grades every criterion.
  const row = teacher.getByTestId('hand-in-row');
  await expect(row).toContainText(c('work.teacher.toGrade'));
  await row.getByRole('button', { name: c('work.teacher.gradeOf', { name: 'Padaria da Bia' }) }).click();
  await expect(teacher.getByTestId('hand-in-board')).toBeVisible();
  const grade = teacher.getByTestId('grade-form');
  const fields = grade.locator('input[inputmode="numeric"]');
  const count = await fields.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) await fields.nth(index).fill('5');
  await grade.getByLabel(c('work.grade.comment')).fill('Falta o custo de aquisição nos canais.');
  await expectNoA11yViolations(teacher, { label: 'a hand-in and its grade' });
  await grade.getByTestId('save-grade').click();
  await expect(row).not.toContainText(c('work.teacher.toGrade'));

  // The student's screen follows: the grade and the comment.
  await expect(student.getByTestId('hand-in-status')).toContainText(c('work.student.graded'));
  await expect(student.getByText('Falta o custo de aquisição nos canais.')).toBeVisible();

  // The grades CSV carries the canvas's columns and the total.
  const csv = await teacher.request.get(`/api/classes/${id}/export.csv`);
  expect(csv.status()).toBe(200);
  const content = await csv.text();
  expect(content).toContain('Padaria do Batel');
  expect(content).toContain(String(5 * count));
});
