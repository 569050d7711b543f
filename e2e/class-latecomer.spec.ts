import { expect, test } from './fixtures';
import { openApp, originOf } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { expectFits, PHONE } from './support/phone';
import { text, type Language } from './support/site';
import { foodClassRequest, person } from './support/classes';

// A class on phones, and a student who comes late: the teacher reads the console at 375 px without
// sideways scrolling (the ranking a card per company), reopens enrolment after the first round,
// and a latecomer joins from the invitation, finds their standing on top and their missed months
// held, and hands in the next round's decisions like everyone.

const CLASS = foodClassRequest('Empreendedorismo 2026/2', 2026);

for (const language of ['pt-BR', 'de-DE'] as const satisfies readonly Language[]) {
  const c = (key: string, values?: Record<string, string | number>) => text(language, 'classroom', key, values);

  test(`${language}: the console fits a phone, and a late student joins a running class`, async ({
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const headers = { origin: originOf(baseURL) };
    const teacher = await person(browser, baseURL, `teacher-late-${language}`, { language, viewport: PHONE });
    await buyThroughApi(teacher, baseURL, 'pro');
    const made = await teacher.request.post('/api/classes', { data: CLASS, headers });
    expect(made.status(), await made.text()).toBe(201);
    const { id, joinCode } = ((await made.json()) as { class: { id: string; joinCode: string } }).class;

    const first = await person(browser, baseURL, `first-late-${language}`, { language, viewport: PHONE });
    const join = await first.request.post('/api/classes/join', {
      data: { code: joinCode, companyName: 'Sabor da Ana' },
      headers,
    });
    expect(join.status(), await join.text()).toBe(200);
    const round = await teacher.request.post(`/api/classes/${id}/rounds`, { data: { month: 1 }, headers });
    expect(round.status(), await round.text()).toBe(200);

    // The console on a phone: nothing scrolls sideways; the ranking is a card per company.
    await openApp(teacher, `/turmas/${id}`);
    await expect(teacher.getByTestId('class-ranking').locator('li[data-testid="ranking-row"]')).toHaveCount(1);
    await expectFits(teacher, `the console in ${language}`);
    await expectNoA11yViolations(teacher, { label: `console on a phone (${language})` });

    // Enrolment closed with round 1: the teacher reopens it.
    await teacher.getByRole('button', { name: c('share.reopen') }).click();
    await expect(teacher.getByText(c('share.lateOpen'))).toBeVisible();

    // The latecomer opens the invitation: the missed round is explained before they join.
    const late = await person(browser, baseURL, `latecomer-${language}`, { language, viewport: PHONE });
    await openApp(late, `/turmas/entrar/${joinCode}`);
    await expect(late.getByTestId('join-late')).toHaveText(c('join.late_one', { count: 1 }));
    await late.getByTestId('join-company-name').fill('Chegou Tarde');
    await late.getByRole('button', { name: c('join.submit') }).click();
    await expect(late).toHaveURL(new RegExp(`/turmas/${id}$`));

    // Their class: the standing first, the missed month held, the next round to decide.
    const standing = late.getByTestId('student-standing');
    await expect(standing).toContainText(new RegExp(c('standing.rank', { rank: 'N', total: 2 }).replace('N', '\\d')));
    await expect(late.getByTestId('student-round')).toBeVisible();
    // At 375 px, the width the audit measured a class at.
    await expectFits(late, `the late student's class in ${language}`, [PHONE]);
    await expectNoA11yViolations(late, { label: `late student's class on a phone (${language})` });
    await late.getByTestId('submit-decisions').click();
    await expect(late.getByTestId('submit-decisions')).toHaveText(c('student.resubmit'));

    // The teacher sees the latecomer in the ranking, live.
    await expect(teacher.getByTestId('class-ranking').locator('li[data-testid="ranking-row"]')).toHaveCount(2);
    await expect(teacher.getByTestId('class-ranking')).toContainText('Chegou Tarde');
  });
}
