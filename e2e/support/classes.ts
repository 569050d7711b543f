import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signUpThroughApi } from './accounts';
import { originOf } from './app';
import { buyThroughApi } from './billing-api';
import type { Language } from './site';

/**
 * A class made through the API: food businesses in Brazil, 12 rounds in one shared market, closed
 * by the teacher, students named. `seed` keeps each spec's market its own.
 */
export function foodClassRequest(name: string, seed: number) {
  return {
    name,
    businessType: 'food',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 150_000_00,
    horizonMonths: 12,
    difficulty: 'normal',
    seed,
    firstCalendarMonth: 3,
    marketMode: 'shared',
    grouping: 'individual',
    schedule: 'manual',
    showNames: true,
  };
}

/** Another person: a browser of their own, signed up in `language` and past the onboarding. */
export async function person(
  browser: Browser,
  baseURL: string | undefined,
  who: string,
  { language = 'pt-BR', ...context }: { language?: Language } & BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, locale: language, ...context })).newPage();
  await signUpThroughApi(page, baseURL, { who, skipOnboarding: true, language });
  return page;
}

/**
 * A teacher on Pro with a class of `name` made through the API, and a student who joined it with a
 * company of `companyName`, each in a browser of their own signed up in `language`.
 */
export async function classWithStudent(
  browser: Browser,
  baseURL: string | undefined,
  {
    name,
    seed,
    who,
    companyName,
    language = 'pt-BR',
    timezoneId,
  }: {
    name: string;
    seed: number;
    who: string;
    companyName: string;
    language?: Language;
    timezoneId?: string;
  },
) {
  const headers = { origin: originOf(baseURL) };
  const teacher = await person(browser, baseURL, `teacher-${who}`, { language, timezoneId });
  await buyThroughApi(teacher, baseURL, 'pro');
  const made = await teacher.request.post('/api/classes', { data: foodClassRequest(name, seed), headers });
  expect(made.status(), await made.text()).toBe(201);
  const { id, joinCode } = ((await made.json()) as { class: { id: string; joinCode: string } }).class;

  const student = await person(browser, baseURL, `student-${who}`, { language, timezoneId });
  const joined = await student.request.post('/api/classes/join', { data: { code: joinCode, companyName }, headers });
  expect(joined.status(), await joined.text()).toBe(200);
  return { teacher, student, id, joinCode, headers };
}
