import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const CONTENT = path.join(import.meta.dirname, '../apps/web/src/content');
const LANGUAGES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
const PAGES = ['termos', 'privacidade', 'sobre', 'funcionalidades'] as const;

/** The title a content file declares in its front matter: what the page must show. */
function titleOf(file: string): string {
  const match = /^title:\s*"(.*)"\s*$/m.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`${file} has no title`);
  return match[1];
}

const slugs = readdirSync(path.join(CONTENT, 'blog/pt-BR')).map((file) => file.replace(/\.md$/, ''));

test.describe('content pages and blog', () => {
  for (const language of LANGUAGES) {
    test(`every content page has its own ${language} title`, async ({ page, expectNoA11yViolations }) => {
      await page.addInitScript((lang) => localStorage.setItem('selected_language', lang), language);
      for (const name of PAGES) {
        const title = titleOf(path.join(CONTENT, `pages/${language}/${name}.md`));
        await page.goto(`/${name}`);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${title} · Alavanca`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{100,}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${name}$`));
      }
      await expectNoA11yViolations(page, { label: `${language} privacy page` });
    });

    test(`the ${language} blog lists every article and opens it`, async ({ page, expectNoA11yViolations }) => {
      await page.addInitScript((lang) => localStorage.setItem('selected_language', lang), language);
      await page.goto('/blog');
      const articles = page.getByTestId('blog-articles').getByRole('listitem');
      await expect(articles).toHaveCount(slugs.length);
      await expectNoA11yViolations(page, { label: `${language} blog index` });

      const slug = slugs[0] ?? '';
      const title = titleOf(path.join(CONTENT, `blog/${language}/${slug}.md`));
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoA11yViolations(page, { label: `${language} article` });
    });
  }

  test('an unknown article says so inside the site layout', async ({ page }) => {
    await page.goto('/blog/nao-existe');
    await expect(page.getByTestId('landing-header')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });
});
