import AxeBuilder from '@axe-core/playwright';
import { writeFile } from 'node:fs/promises';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yCheckOptions {
  /** Names the state being checked in the report, e.g. 'mobile menu open'. */
  label?: string;
  /** CSS selectors left out of the scan. Say why next to every use. */
  exclude?: string[];
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

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
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
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
