import { expect, type Page } from '@playwright/test';
import { IDEA_CORPUS } from '../../packages/domain/src/validation/testing/idea-corpus';
import { signUpThroughApi } from './accounts';
import { originOf } from './app';

/** The two languages the founders' journeys are walked in, with the preferences a founder there keeps. */
export type JourneyLanguage = 'pt-BR' | 'en-US';
const PREFERENCES: Record<JourneyLanguage, Record<string, string>> = {
  'pt-BR': { language: 'pt-BR' },
  'en-US': { language: 'en-US', currency: 'USD', numberFormat: 'thousand', dateFormat: 'MM/DD/YYYY' },
};

/**
 * A founder in `language` with one validated idea of that language (the corpus's specific one),
 * signed up through the API; returns the idea's title.
 */
export async function founderWithValidation(
  page: Page,
  baseURL: string | undefined,
  language: JourneyLanguage,
  who: string,
): Promise<string> {
  await signUpThroughApi(page, baseURL, { who, skipOnboarding: true, language });
  const headers = { origin: originOf(baseURL) };
  const saved = await page.request.patch('/api/preferences', { headers, data: PREFERENCES[language] });
  expect(saved.ok(), await saved.text()).toBe(true);
  const idea = IDEA_CORPUS.find((entry) => entry.language === language && entry.specificity === 'specific')!.idea;
  const validated = await page.request.post('/api/validations', { headers, data: idea });
  expect(validated.status(), await validated.text()).toBe(201);
  return idea.title;
}
