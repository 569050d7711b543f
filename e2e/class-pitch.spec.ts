import { expect, test } from './fixtures';
import { openApp } from './support/app';
import { classWithStudent } from './support/classes';
import { expectFits } from './support/phone';
import { text } from './support/site';

// A class asks for a pitch on the teacher's rubric (decision 032): the teacher starts from the
// product's five criteria, the student reads the criteria in the pitch's editor and hands the pitch
// in from there, the teacher reads it with the product's analysis and grades it, and the student's
// editor shows the grade live. In English, beside the canvas's Portuguese run.

const CLASS_NAME = 'Startup Pitch Lab';
const SCRIPT = [
  'Lunchbox Lane delivers frozen lunch kits to people who work from home in Austin.',
  'The problem: remote workers lose 40 minutes a day to lunch, and most order takeout at $18 a meal.',
  'We are raising $300,000 to open a second kitchen within 12 months.',
].join('\n\n');

const c = (key: string, values?: Record<string, string | number>) => text('en-US', 'classroom', key, values);
const studio = (key: string, values?: Record<string, string | number>) => text('en-US', 'pitchStudio', key, values);

test('a teacher asks for a pitch, a student hands it in from the editor, the teacher grades it', async ({
  browser,
  baseURL,
  expectNoA11yViolations,
}) => {
  test.slow();
  const { teacher, student, id, headers } = await classWithStudent(browser, baseURL, {
    name: CLASS_NAME,
    seed: 2028,
    who: 'pitch',
    companyName: 'Lunchbox Lane',
    language: 'en-US',
    timezoneId: 'America/Chicago',
  });
  const created = await student.request.post('/api/pitches', {
    data: { start: 'script', title: 'Lunchbox Lane', script: SCRIPT, kind: 'class', language: 'en-US' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const pitchId = ((await created.json()) as { pitch: { id: string } }).pitch.id;

  // The teacher asks for a five-minute pitch, starting from the product's five criteria.
  await openApp(teacher, `/turmas/${id}`);
  await teacher.getByTestId('ask-pitch').click();
  const form = teacher.getByTestId('pitch-assignment-form');
  await expect(form.getByRole('radio', { name: text('en-US', 'pitch', 'kinds.class.name') })).toBeChecked();
  await expect(form.getByTestId('rubric-criterion')).toHaveCount(5);
  await expect(form.getByTestId('rubric-total')).toHaveText(c('work.rubricTotal_other', { count: 100 }));
  await form.getByLabel(c('work.form.instructions')).fill('Hand in your five-minute pitch by Friday.');
  await expectNoA11yViolations(teacher, { label: 'the pitch request form' });
  await form.getByTestId('save-pitch-assignment').click();
  const teacherPitch = teacher.getByTestId('teacher-pitch');
  await expect(teacherPitch.getByTestId('hand-in-row')).toContainText(c('work.teacher.notHandedIn'));

  // The student reads the request in the pitch's editor and hands the pitch in from there, by keyboard.
  await openApp(student, `/pitch/${pitchId}`);
  const brief = student.getByTestId('class-brief');
  await expect(brief).toContainText(studio('classBrief.title', { name: CLASS_NAME }));
  await expect(brief.getByTestId('pitch-instructions')).toHaveText('Hand in your five-minute pitch by Friday.');
  await expect(brief.getByTestId('student-rubric').getByRole('listitem')).toHaveCount(5);
  await expect(brief.getByTestId('brief-status')).toHaveText(studio('classBrief.notHandedIn'));
  await expectNoA11yViolations(student, { label: 'the pitch editor with the class’s request' });
  const send = brief.getByTestId('brief-hand-in');
  await send.focus();
  await send.press('Enter');
  const handedIn = studio('classBrief.handedIn', { version: 1, date: '\u0000' }).split('\u0000')[0]!;
  await expect(brief.getByTestId('brief-status')).toContainText(handedIn);
  await student.setViewportSize({ width: 375, height: 740 });
  await expectFits(student, 'the pitch editor with the class’s request');
  await student.setViewportSize({ width: 1280, height: 900 });

  // The teacher sees it arrive without a reload, reads the product's analysis and grades every criterion.
  const row = teacherPitch.getByTestId('hand-in-row');
  await expect(row).toContainText(c('work.teacher.toGrade'));
  await row.getByRole('button', { name: c('work.teacher.gradeOf', { name: 'Lunchbox Lane' }) }).click();
  const review = teacher.getByTestId('hand-in-review');
  await expect(review.getByTestId('kept-part').first()).toBeVisible();
  await expect(review).toContainText('remote workers lose 40 minutes a day');
  const grade = review.getByTestId('grade-form');
  const fields = grade.locator('input[inputmode="numeric"]');
  await expect(fields).toHaveCount(5);
  for (let index = 0; index < 5; index += 1) await fields.nth(index).fill('15');
  await grade.getByLabel(c('work.grade.comment')).fill('Say where the market figure comes from.');
  await expectNoA11yViolations(teacher, { label: 'a pitch hand-in and its grade' });
  await grade.getByTestId('save-grade').click();
  await expect(row).not.toContainText(c('work.teacher.toGrade'));

  // The student's editor follows: the grade, the comment, and no more handing in.
  await expect(brief.getByTestId('brief-grade')).toContainText(c('work.gradeTotal_other', { total: 75, count: 100 }));
  await expect(brief).toContainText('Say where the market figure comes from.');
  await expect(brief.getByTestId('brief-hand-in')).toHaveCount(0);

  // The grades CSV carries the pitch's columns and the total.
  const csv = await teacher.request.get(`/api/classes/${id}/export.csv`);
  expect(csv.status()).toBe(200);
  const content = await csv.text();
  expect(content).toContain('Lunchbox Lane');
  expect(content).toContain('75');
});
