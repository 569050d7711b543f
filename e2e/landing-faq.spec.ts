import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo, text } from './support/site';

// The landing page's FAQ: an accordion (WAI-ARIA APG) of h3 > button[aria-expanded] questions
// controlling role=region answers. Copy from the pt-BR landing catalog (faq.items).
const FAQ_IDS = ['free', 'trial', 'languages', 'data', 'cancel'] as const;
const QUESTIONS = FAQ_IDS.map((id) => text('pt-BR', 'landing', `faq.items.${id}.question`));
const ANSWERS = FAQ_IDS.map((id) => text('pt-BR', 'landing', `faq.items.${id}.answer`));

function faqSection(page: Page): Locator {
  return page.getByRole('region', { name: text('pt-BR', 'landing', 'faq.title') });
}

function question(page: Page, index: number): Locator {
  return faqSection(page).getByRole('button', { name: QUESTIONS[index], exact: true });
}

/** The answer a question controls, found through its aria-controls. */
async function answerOf(page: Page, index: number): Promise<Locator> {
  const id = await question(page, index).getAttribute('aria-controls');
  expect(id, `question ${index + 1} names its answer`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function expectExpanded(page: Page, index: number, expanded: boolean): Promise<void> {
  await expect(question(page, index)).toHaveAttribute('aria-expanded', String(expanded));
  const answer = await answerOf(page, index);
  if (expanded) {
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(ANSWERS[index] ?? '');
    await expect(page.getByRole('region', { name: QUESTIONS[index], exact: true })).toBeVisible();
  } else {
    await expect(answer).toBeHidden();
    // Collapsed, yet found by the browser's find-in-page.
    await expect(answer).toHaveAttribute('hidden', 'until-found');
  }
}

test('the FAQ opens, closes and moves between questions from the keyboard', async ({
  page,
  expectNoA11yViolations,
}) => {
  await page.goto('/');
  const questions = faqSection(page).getByRole('button');
  await expect(questions).toHaveText(QUESTIONS);
  // Each question is a heading of its own, under the FAQ's h2.
  await expect(faqSection(page).getByRole('heading', { level: 3 })).toHaveText(QUESTIONS);
  for (let index = 0; index < QUESTIONS.length; index += 1) await expectExpanded(page, index, false);
  await expectNoA11yViolations(page, { label: 'FAQ collapsed' });

  await tabTo(page, question(page, 0));
  await page.keyboard.press('Enter');
  await expectExpanded(page, 0, true);
  await expectExpanded(page, 1, false);
  await expectNoA11yViolations(page, { label: 'FAQ with an answer open' });

  await page.keyboard.press('ArrowDown');
  await expect(question(page, 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(question(page, 2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(question(page, 1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(question(page, QUESTIONS.length - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(question(page, 0)).toBeFocused();
  // The arrows wrap around.
  await page.keyboard.press('ArrowUp');
  await expect(question(page, QUESTIONS.length - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(question(page, 0)).toBeFocused();
  // Moving focus opens nothing.
  await expectExpanded(page, 1, false);
  await expectExpanded(page, QUESTIONS.length - 1, false);

  await page.keyboard.press('Space');
  await expectExpanded(page, 0, false);

  // Space opens too, and each answer opens on its own.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expectExpanded(page, 1, true);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expectExpanded(page, QUESTIONS.length - 1, true);
  await expectExpanded(page, 1, true);
  await expectExpanded(page, 0, false);
  // Tab leaves the accordion question by question, as buttons do.
  await page.keyboard.press('Shift+Tab');
  await expect(question(page, QUESTIONS.length - 2)).toBeFocused();
  await expectNoA11yViolations(page, { label: 'FAQ with two answers open' });
});
