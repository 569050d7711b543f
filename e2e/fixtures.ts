import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** WCAG 2.0 and 2.1, levels A and AA: the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yCheckOptions {
  /** Names the state being checked in the report, e.g. 'mobile menu open'. */
  label?: string;
  /** CSS selectors left out of the scan. Say why next to every use. */
  exclude?: string[];
}

type Violation = AxeResults['violations'][number];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type ExpectNoA11yViolations = (page?: Page, options?: A11yCheckOptions) => Promise<void>;

export const test = base.extend<{ expectNoA11yViolations: ExpectNoA11yViolations }>({
  /**
   * Runs axe on the page as it is now (the test's page unless another is given) and fails the
   * test with one readable line per rule: id, impact, help text and the offending selectors.
   */
  expectNoA11yViolations: async ({ page }, use, testInfo) => {
    let checks = 0;
    await use(async (target = page, options = {}) => {
      checks += 1;
      await checkA11y(target, testInfo, options, checks);
    });
  },
});

export { expect };

async function checkA11y(page: Page, testInfo: TestInfo, options: A11yCheckOptions, index: number): Promise<void> {
  const results = await runAxe(page, options.exclude ?? []);
  const where = `${new URL(page.url()).pathname}${options.label ? ` (${options.label})` : ''}`;
  if (results.violations.length > 0) {
    // Kept on disk beside the screenshot: the full node HTML and contrast figures do not fit the message.
    const file = testInfo.outputPath(`axe-violations-${index}.json`);
    await writeFile(file, JSON.stringify(results.violations, null, 2));
    await testInfo.attach(`axe-violations-${index}`, { path: file, contentType: 'application/json' });
  }
  // Soft: the test goes on, so a violation does not hide what the rest of the test would find.
  expect.soft(results.violations.length, formatViolations(where, results.violations)).toBe(0);
}

/**
 * Runs axe in the page's own document, loading it once per document: a screen reached inside the app
 * is scanned without loading axe again. The app has no frames, so axe's per-frame runs, which
 * `@axe-core/playwright` finishes in a new page for every scan, would only add a page per check.
 * Only violations are read, so only they are gathered whole.
 */
export async function runAxe(page: Page, exclude: string[]): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Handed over as plain JSON and typed again here: axe's result type is too deep for Playwright's.
  const results: unknown = await page.evaluate(
    ({ exclude, tags }) => {
      const context: ElementContext = { exclude: exclude.map((selector) => [selector]) };
      const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
      return (window as unknown as { axe: typeof axe }).axe.run(context, options) as Promise<unknown>;
    },
    { exclude, tags: WCAG_TAGS },
  );
  return results as AxeResults;
}

function formatViolations(where: string, violations: Violation[]): string {
  if (violations.length === 0) return `No accessibility violations on ${where}`;
  const lines = violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const target = node.target.map(String).join(' >>> ');
      // The first check's message carries the specifics, e.g. the measured contrast ratio.
      const detail = [...node.any, ...node.all, ...node.none][0]?.message;
      return `  at ${target}${detail ? `: ${detail}` : ''}`;
    });
    return [
      `- ${violation.id} [${violation.impact ?? 'unknown impact'}]: ${violation.help}`,
      `  ${violation.helpUrl}`,
      ...nodes,
    ].join('\n');
  });
  return `${violations.length} accessibility violation(s) on ${where}:\n${lines.join('\n')}`;
}

/** The one element of a set that is displayed: the header renders some controls twice (desktop and mobile rows). */
export function visibleOnly(locator: Locator): Locator {
  return locator.filter({ visible: true });
}
